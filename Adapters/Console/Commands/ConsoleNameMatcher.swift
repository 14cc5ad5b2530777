public import ConbookModuleKit

/// Finds the option a person meant by a name they typed, ignoring case: an exact match, else
/// the only option starting with it, else the only option containing it.
public struct ConsoleNameMatcher: Sendable {
    /// What the options are, in the singular and the plural, for messages (e.g. `track`, `tracks`).
    public let kind: ConsoleCommandError.Kind

    /// Creates a matcher for one kind of option, named in the language of the texts.
    /// - Parameters:
    ///   - kind: the kind's text, with its plural chosen by a count (`{count:track|tracks}`).
    ///   - texts: the console's words in the language messages are given in.
    public init(kind: ConsoleText, texts: TextCatalogue<ConsoleText> = ConsoleTexts.english) {
        self.kind = ConsoleCommandError.Kind(kind, texts: texts)
    }

    /// The index in `options` of the option `query` names.
    /// - Throws: `ConsoleCommandError.noMatch` or `.ambiguous`, listing the options.
    public func index(of query: String, in options: [String]) throws(ConsoleCommandError) -> Int {
        let wanted = query.lowercased()
        let lowercased = options.map { $0.lowercased() }
        if let exact = lowercased.firstIndex(of: wanted) {
            return exact
        }
        let startingWith = lowercased.indices.filter { lowercased[$0].hasPrefix(wanted) }
        if let index = try onlyOne(of: startingWith, query: query, options: options) {
            return index
        }
        let containing = lowercased.indices.filter { lowercased[$0].contains(wanted) }
        if let index = try onlyOne(of: containing, query: query, options: options) {
            return index
        }
        throw .noMatch(kind: kind, query: query, options: options)
    }

    /// The candidate when there is exactly one, nil when there is none.
    private func onlyOne(of candidates: [Int], query: String, options: [String]) throws(ConsoleCommandError) -> Int? {
        guard candidates.count <= 1 else {
            throw .ambiguous(kind: kind, query: query, candidates: candidates.map { options[$0] })
        }
        return candidates.first
    }
}
