import ConbookCore

/// The words of the Core's kinds of entity, one catalogue per language: a kind's key is its name
/// in the Core (`EntityKind.name`), its text the singular and plural (`{count:event|events}`). A new
/// kind is a case and a text in each language here; `KindWording.kindsWithoutWords(in:)` fails a
/// test for a kind of `ConventionKinds.all` without them.
public enum KindTexts: TextCatalogues {
    /// A kind, by its name in the Core.
    public enum Key: String, TextKey {
        case event
        case day
        case room
        case track
        case announcement
        case dealer
        case map
        case knowledgeGroup
        case knowledgeEntry
        case artistAlleyTable
        case person
        case image
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .event: "{count:event|events}",
            .day: "{count:day|days}",
            .room: "{count:room|rooms}",
            .track: "{count:track|tracks}",
            .announcement: "{count:announcement|announcements}",
            .dealer: "{count:dealer|dealers}",
            .map: "{count:map|maps}",
            .knowledgeGroup: "{count:knowledge group|knowledge groups}",
            .knowledgeEntry: "{count:knowledge entry|knowledge entries}",
            .artistAlleyTable: "{count:artist alley table|artist alley tables}",
            .person: "{count:person|people}",
            .image: "{count:image|images}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .event: "{count:Veranstaltung|Veranstaltungen}",
            .day: "{count:Tag|Tage}",
            .room: "{count:Raum|Räume}",
            .track: "{count:Themenbereich|Themenbereiche}",
            .announcement: "{count:Ankündigung|Ankündigungen}",
            .dealer: "{count:Händler|Händler}",
            .map: "{count:Karte|Karten}",
            .knowledgeGroup: "{count:Gruppe der Wissensdatenbank|Gruppen der Wissensdatenbank}",
            .knowledgeEntry: "{count:Eintrag der Wissensdatenbank|Einträge der Wissensdatenbank}",
            .artistAlleyTable: "{count:Tisch der Artist Alley|Tische der Artist Alley}",
            .person: "{count:Person|Personen}",
            .image: "{count:Bild|Bilder}",
        ])
}
