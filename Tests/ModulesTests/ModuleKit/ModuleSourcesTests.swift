import Foundation
import Testing

/// The modules are presentation-agnostic: their words name actions (`{logIn}`), never a front
/// end's commands (`login` in backticks, as the console writes them).
@Suite("The modules' sources name no console command")
struct ModuleSourcesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The string literals of Swift source (comments left out), each with the line it starts on.
    static func stringLiterals(in source: String) -> [(line: Int, text: String)] {
        var literals: [(line: Int, text: String)] = []
        var characters = Array(source)[...]
        var line = 1
        func next() -> Character? {
            guard let character = characters.popFirst() else { return nil }
            if character == "\n" { line += 1 }
            return character
        }
        while let character = next() {
            switch character {
            case "/" where characters.first == "/":
                while let skipped = characters.first, skipped != "\n" { _ = next() }
            case "/" where characters.first == "*":
                while let skipped = next(), !(skipped == "*" && characters.first == "/") {}
                _ = next()
            case "\"":
                let start = line
                let delimiter = characters.starts(with: "\"\"") ? "\"\"\"" : "\""
                characters = characters.dropFirst(delimiter.count - 1)
                var text = ""
                while !characters.starts(with: delimiter), let inside = next() {
                    text.append(inside)
                    if inside == "\\", let escaped = next() { text.append(escaped) }
                }
                characters = characters.dropFirst(delimiter.count)
                literals.append((start, text))
            default: break
            }
        }
        return literals
    }

    /// Where a string literal in the source holds a word in backticks, as `line: literal`.
    static func backtickedWords(in source: String) -> [String] {
        stringLiterals(in: source).filter { $0.text.contains(/`[^`\s][^`]*`/) }.map { "\($0.line): \($0.text)" }
    }

    @Test(
        "Given Swift source, when its literals are read, then a backticked word in a literal is found and one in a comment is not"
    )
    func findsBacktickedWords() {
        let source = """
            /// `login` in a comment
            let a = "Log in (`login`)." // and `here`
            let b = "a \\"quote\\" and no command", c = "one `refresh`"
            """
        #expect(Self.backtickedWords(in: source) == ["2: Log in (`login`).", "3: one `refresh`"])
    }

    @Test(
        "Given every Swift source under Modules/, then no string literal holds a backticked word (a console command): texts name actions such as {logIn}"
    )
    func noConsoleCommands() throws {
        let modules = Self.root.appending(path: "Modules")
        let enumerator = try #require(FileManager.default.enumerator(at: modules, includingPropertiesForKeys: nil))
        var files = 0
        var literals = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let source = try String(contentsOf: url, encoding: .utf8)
            files += 1
            literals += Self.stringLiterals(in: source).count
            let path = url.standardizedFileURL.path.dropFirst(Self.root.standardizedFileURL.path.count + 1)
            for found in Self.backtickedWords(in: source) {
                Issue.record("\(path):\(found)")
            }
        }
        #expect(files > 100)
        #expect(literals > 1_000)
    }
}
