import ConbookCore
public import ConbookModuleKit

/// The People module's catalogues of texts, one per language.
public enum PeopleTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<PeopleText>(
        language: .english,
        templates: [
            .peopleSectionTitle: "People",
            .peopleTotal: "{total} {total:person|people}, A–Z",
            .peopleListedOfTotal: "{listed} of {total} {total:person|people}",
            .peopleEventCount: "{count} {count:event|events}",
            .peopleNoEvents: "no events",
            .peopleEmpty: "No event names its hosts, and the source describes nobody.",
            .peopleNoMatch: "Nobody matches “{search}”.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<PeopleText>(
        language: .german,
        templates: [
            .peopleSectionTitle: "Personen",
            .peopleTotal: "{total} {total:Person|Personen}, A–Z",
            .peopleListedOfTotal: "{listed} von {total} {total:Person|Personen}",
            .peopleEventCount: "{count} {count:Veranstaltung|Veranstaltungen}",
            .peopleNoEvents: "keine Veranstaltungen",
            .peopleEmpty: "Keine Veranstaltung nennt ihre Leitung, und die Quelle beschreibt niemanden.",
            .peopleNoMatch: "Niemand passt zu „{search}“.",
        ])
}
