import Foundation
import Testing

@Suite("The README and the reference it leads to")
struct ReadmeTests {
    static let root = EmbeddingExampleTests.root

    static func readme() throws -> String {
        try String(contentsOf: root.appending(path: "README.md"), encoding: .utf8)
    }

    /// The targets of the README's Markdown links that are paths in the repository.
    static func linkedPaths(in text: String) -> [String] {
        text.split(separator: "](", omittingEmptySubsequences: false).dropFirst().compactMap { rest in
            guard let end = rest.firstIndex(of: ")") else { return nil }
            let target = String(rest[..<end])
            return target.contains("://") || target.hasPrefix("#") || target.hasPrefix("mailto:") ? nil : target
        }
    }

    /// Every DocC catalogue of the package, as paths from the root.
    static func catalogues() throws -> [String] {
        let enumerator = try #require(
            FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]))
        var found: [String] = []
        for case let url as URL in enumerator {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            if relative.hasPrefix(".build") || relative.hasPrefix("Tests/Fixtures") {
                enumerator.skipDescendants()
            } else if url.pathExtension == "docc" {
                found.append(relative)
                enumerator.skipDescendants()
            }
        }
        return found.sorted()
    }

    @Test("Given the README, then a newcomer reads it in ten minutes: at most 300 lines")
    func isShort() throws {
        let lines = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 300, "README.md has \(lines) lines; move the reference into a DocC article")
    }

    @Test("Given the README, then every link to a file of the repository leads to one")
    func linksLeadToFiles() throws {
        let paths = Self.linkedPaths(in: try Self.readme())
        #expect(paths.count > 10)
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: Self.root.appending(path: path).path), "README links to \(path)")
        }
    }

    @Test("Given every article of every DocC catalogue, then the README links to it, so no reference is out of reach")
    func linksEveryArticle() throws {
        let linked = Set(Self.linkedPaths(in: try Self.readme()))
        let catalogues = try Self.catalogues()
        #expect(catalogues.count >= 7)
        for catalogue in catalogues {
            let landingPage = URL(fileURLWithPath: catalogue).deletingPathExtension().lastPathComponent + ".md"
            let articles = try FileManager.default.contentsOfDirectory(atPath: Self.root.appending(path: catalogue).path)
                .filter { $0.hasSuffix(".md") && $0 != landingPage }
            for article in articles {
                #expect(linked.contains("\(catalogue)/\(article)"), "README does not link to \(catalogue)/\(article)")
            }
        }
    }

    @Test("Given every DocC catalogue, then CI builds it, so a broken link in it fails")
    func ciBuildsEveryCatalogue() throws {
        let ci = try String(contentsOf: Self.root.appending(path: ".ci/run"), encoding: .utf8)
        for catalogue in try Self.catalogues() {
            let target = URL(fileURLWithPath: catalogue).deletingPathExtension().lastPathComponent
            #expect(ci.contains("--target \(target) ") || ci.contains("--target \(target)\n"), "CI does not build \(catalogue)")
        }
    }
}
