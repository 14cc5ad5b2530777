import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleNewsDetailScene` shows (an announcement's page), one catalogue per
/// language; the scene reads them together with the words the console shares (`ConsoleText`)
/// through `ConsoleWords`.
public enum ConsoleNewsDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeAnnouncement, announcementTitle, announcementUnavailable, helpAnnouncementOpen, announcementFrom
        case announcementArea, announcementShownFrom, announcementShownUntil, announcementLastChanged
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeAnnouncement: "an announcement's page",
            .announcementTitle: "Announcement",
            .announcementUnavailable: "Announcement unavailable",
            .helpAnnouncementOpen: "follow the N-th link of the announcement's text",
            .announcementFrom: "From",
            .announcementArea: "Area",
            .announcementShownFrom: "Shown from",
            .announcementShownUntil: "Shown until",
            .announcementLastChanged: "Last changed",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeAnnouncement: "der Seite einer Ankündigung",
            .announcementTitle: "Ankündigung",
            .announcementUnavailable: "Ankündigung nicht verfügbar",
            .helpAnnouncementOpen: "folgt dem N-ten Link im Text der Ankündigung",
            .announcementFrom: "Von",
            .announcementArea: "Bereich",
            .announcementShownFrom: "Angezeigt ab",
            .announcementShownUntil: "Angezeigt bis",
            .announcementLastChanged: "Zuletzt geändert",
        ])
}
