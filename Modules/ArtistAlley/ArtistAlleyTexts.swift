import ConbookCore
public import ConbookModuleKit

/// The ArtistAlley module's catalogues of texts, one per language.
public enum ArtistAlleyTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<ArtistAlleyText>(
        language: .english,
        templates: [
            .alleySectionTitle: "Artist Alley",
            .alleyTotal: "{total} {total:table|tables}, by table number",
            .alleyListedOfTotal: "{listed} of {total} {total:table|tables}",
            .alleyTable: "Table {table}",
            .alleyNotLoggedIn:
                "The convention's server shows the artist alley only to checked-in attendees: log in ({logIn}) to see it.",
            .alleyNotCheckedIn:
                "The convention's server shows the artist alley only to checked-in attendees: the alley appears once you are checked in (then {refresh}).",
            .alleyNoTables: "No artist has a table in the alley yet.",
            .alleyNoMatch: "No tables match “{search}”.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<ArtistAlleyText>(
        language: .german,
        templates: [
            .alleySectionTitle: "Artist Alley",
            .alleyTotal: "{total} {total:Tisch|Tische}, nach Tischnummer",
            .alleyListedOfTotal: "{listed} von {total} {total:Tisch|Tischen}",
            .alleyTable: "Tisch {table}",
            .alleyNotLoggedIn:
                "Der Server der Convention zeigt die Artist Alley nur eingecheckten Teilnehmern: melde dich an ({logIn}), um sie zu sehen.",
            .alleyNotCheckedIn:
                "Der Server der Convention zeigt die Artist Alley nur eingecheckten Teilnehmern: die Alley erscheint, sobald du eingecheckt bist (dann {refresh}).",
            .alleyNoTables: "Noch hat kein Künstler einen Tisch in der Alley.",
            .alleyNoMatch: "Keine Tische passen zu „{search}“.",
        ])
}
