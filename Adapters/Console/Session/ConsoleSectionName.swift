import ConbookDirector
import ConbookModuleKit

/// A section as `tab NAME` names it: its English name or its title as shown (ignoring case; the
/// start of a name is enough), so that English scripts work in every language.
struct ConsoleSectionName {
    private let name: String

    init(_ name: String) {
        self.name = name
    }

    /// The index of the section named: an exact title or English name first, then the only title
    /// (or else the only English name) starting with or containing it; errors list the titles.
    func index(in sections: [Session.ShownSection], texts: TextCatalogue<ConsoleText>) throws(ConsoleCommandError) -> Int {
        let matcher = ConsoleNameMatcher(kind: .kindSection, texts: texts)
        let titles = sections.map(\.title)
        let names = sections.map(\.name)
        let wanted = name.lowercased()
        if let exact = titles.firstIndex(where: { $0.lowercased() == wanted })
            ?? names.firstIndex(where: { $0.lowercased() == wanted })
        {
            return exact
        }
        do {
            return try matcher.index(of: name, in: titles)
        } catch {
            guard names != titles, let index = try? matcher.index(of: name, in: names) else { throw error }
            return index
        }
    }
}
