import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleAnnouncementsScene` shows (the Announcements page), one catalogue per
/// language; the scene reads them together with the words the console shares (`ConsoleText`)
/// through `ConsoleWords`.
public enum ConsoleAnnouncementsTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeAnnouncements, announcementsTitle, helpAnnouncementsSelect
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeAnnouncements: "the Announcements page",
            .announcementsTitle: "Announcements",
            .helpAnnouncementsSelect: "open the N-th listed announcement (which marks it read)",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeAnnouncements: "der Seite „Ankündigungen“",
            .announcementsTitle: "Ankündigungen",
            .helpAnnouncementsSelect: "öffnet die N-te Ankündigung der Liste (und markiert sie als gelesen)",
        ])
}
