import ConbookModuleKit

/// A scene's links on the console: numbered where its text shows them, listed under the text
/// (`[-]` for one Conbook does not follow), and chosen with `open N`.
enum ConsoleLinkList {
    /// Each followable link's number, by the address its text shows (the first number of an
    /// address listed twice), for `ConsoleRichTextRenderer`.
    static func numbers(of links: [LinkViewModel]) -> [String: Int] {
        var numbers: [String: Int] = [:]
        for (index, link) in links.enumerated() where link.canOpen {
            if let address = link.address, numbers[address] == nil { numbers[address] = index + 1 }
        }
        return numbers
    }

    /// The `Links` list, with a blank line before it; nothing without links.
    @MainActor
    static func lines(_ links: [LinkViewModel], on screen: ConsoleScreen) -> [String] {
        guard !links.isEmpty else { return [] }
        var lines = ["", screen.style.bold(screen.texts(.linksHeading))]
        for (index, link) in links.enumerated() {
            let label = link.canOpen ? "[\(index + 1)]" : "[-]"
            lines += screen.wrapper.wrap("\(link.name) — \(screen.style.dim(link.destination))", prefix: "  \(label) ")
        }
        return lines
    }

    /// The hint for the scene's footer, `open N follows a link · `, when a link can be followed.
    static func hint(_ links: [LinkViewModel], texts: TextCatalogue<ConsoleText>) -> String {
        links.contains(where: \.canOpen) ? texts(.linksHint) : ""
    }

    /// The index of the link `open N` chooses.
    /// - Throws: `noSuchLink` for a number not listed, `linkNotFollowed` for a link Conbook refuses.
    static func index(choosing number: Int, in links: [LinkViewModel]) throws(ConsoleCommandError) -> Int {
        guard links.indices.contains(number - 1) else { throw .noSuchLink(number: number, count: links.count) }
        let link = links[number - 1]
        guard link.canOpen else { throw .linkNotFollowed(name: link.name, reason: link.destination) }
        return number - 1
    }
}
