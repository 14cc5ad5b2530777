import Foundation
import Testing

/// The architecture article's diagram against the package itself, so that it cannot drift.
@Suite("The architecture diagram names what the package holds")
struct ArchitectureTests {
    static let root = EmbeddingExampleTests.root

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appending(path: path), encoding: .utf8)
    }

    static func article() throws -> String {
        try text("Core/ConbookCore.docc/Architecture.md")
    }

    /// The article's first code block: the diagram.
    static func diagram() throws -> String {
        let parts = try article().components(separatedBy: "```")
        try #require(parts.count >= 3)
        return parts[1]
    }

    /// Whether a name stands in a text as a whole word (`News` is not in `NewsDetail`).
    static func names(_ text: String, _ name: String) -> Bool {
        let pattern = "(?<![A-Za-z0-9-])" + NSRegularExpression.escapedPattern(for: name) + "(?![A-Za-z0-9-])"
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    /// Every target `Package.swift` declares by name, and the scene modules it makes from `sceneModuleNames`.
    static func targets() throws -> (named: [String], sceneModules: [String]) {
        let manifest = try text("Package.swift")
        let declaration = #/\.(target|systemLibrary|executableTarget|testTarget)\(\s*name:\s*"([A-Za-z0-9-]+)"/#
        let named = manifest.matches(of: declaration).map { String($0.output.2) }
        let list = try #require(manifest.firstMatch(of: #/let sceneModuleNames = \[([^\]]*)\]/#)).output.1
        let sceneModules = list.matches(of: #/"([A-Za-z]+)"/#).map { String($0.output.1) }
        return (named, sceneModules)
    }

    /// The Swift files of a folder, by name without `.swift`.
    static func swiftFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appending(path: folder).path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    @Test("Given the manifest, then the diagram names every target it declares, and every scene module")
    func namesEveryTarget() throws {
        let diagram = try Self.diagram()
        let (named, sceneModules) = try Self.targets()
        #expect(named.count > 30)
        #expect(sceneModules.count > 30)
        for target in named {
            #expect(Self.names(diagram, target), "the diagram does not name the target \(target)")
        }
        for module in sceneModules {
            #expect(Self.names(diagram, module), "the diagram does not name the scene module \(module)")
        }
    }

    @Test("Given the Core's ports, then the diagram names every one")
    func namesEveryPort() throws {
        let diagram = try Self.diagram()
        let ports = try Self.swiftFiles(in: "Core/Ports").filter { port in
            try Self.text("Core/Ports/\(port).swift").contains("public protocol \(port)")
        }
        #expect(ports.count >= 12)
        for port in ports {
            #expect(Self.names(diagram, port), "the diagram does not name the port \(port)")
        }
    }

    @Test("Given the Director's flows, then the diagram names every one")
    func namesEveryFlow() throws {
        let diagram = try Self.diagram()
        let flows = try Self.swiftFiles(in: "Director/Flows").filter { $0.hasSuffix("Flow") }
        #expect(flows.count > 30)
        for flow in flows {
            #expect(Self.names(diagram, flow), "the diagram does not name the flow \(flow)")
        }
    }

    @Test("Given the Core's folders, then the article names every one")
    func namesEveryCoreFolder() throws {
        let article = try Self.article()
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appending(path: "Core").path)
            .filter { !$0.contains(".") }
        #expect(folders.count > 30)
        for folder in folders {
            #expect(
                article.contains("`\(folder)`") || article.contains("`Core/\(folder)`"),
                "the article does not name Core/\(folder)")
        }
    }
}
