public import ConbookCore

/// The Core's kinds of entity in words: `event`/`events`, `Veranstaltung`/`Veranstaltungen`. Every
/// kind of `ConventionKinds.all` has a text in each language (`KindTexts`) (`kindsWithoutWords(in:)` is what a
/// test checks), so a new kind cannot be shown by its code name unnoticed.
public enum KindWording {
    /// A kind's name for a count of its entities (1: the singular, else the plural).
    public static func name(of kind: AnyEntityKind, count: Int = 1, in texts: TextCatalogue<ModuleText>) -> String {
        guard let key = KindTexts.Key(rawValue: kind.name) else { return kind.name }
        return KindTexts.catalogue(for: texts.language)(key, ["count": "\(count)"])
    }

    /// A kind's name by the Core's name of it (`knowledgeEntry`, as a `BrokenReference` gives it),
    /// in the singular; the name as given for a kind the Core does not have.
    public static func name(ofKindNamed name: String, in texts: TextCatalogue<ModuleText>) -> String {
        ConventionKinds.kind(named: name).map { self.name(of: $0, in: texts) } ?? name
    }

    /// The kinds a catalogue has no words for (none, as the tests expect).
    public static func kindsWithoutWords(in texts: TextCatalogue<ModuleText>) -> [AnyEntityKind] {
        let words = KindTexts.catalogue(for: texts.language)
        return ConventionKinds.all.filter { kind in KindTexts.Key(rawValue: kind.name).flatMap(words.template(of:)) == nil }
    }
}
