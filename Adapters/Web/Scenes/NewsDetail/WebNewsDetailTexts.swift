import ConbookCore
public import ConbookModuleKit

/// The words only `WebNewsDetailScene` shows, one catalogue per language.
public enum WebNewsDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case announcementTitle, announcementUnavailable, announcementFrom, announcementArea, announcementShownFrom
        case announcementShownUntil, announcementLastChanged, announcementPicture, linksHeading
        case allAnnouncements
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .announcementTitle: "Announcement",
            .announcementUnavailable: "Announcement unavailable",
            .announcementFrom: "From",
            .announcementArea: "Area",
            .announcementShownFrom: "Shown from",
            .announcementShownUntil: "Shown until",
            .announcementLastChanged: "Last changed",
            .announcementPicture: "The picture of the announcement “{title}”",
            .linksHeading: "Links",
            .allAnnouncements: "All announcements",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .announcementTitle: "Ankündigung",
            .announcementUnavailable: "Ankündigung nicht verfügbar",
            .announcementFrom: "Von",
            .announcementArea: "Bereich",
            .announcementShownFrom: "Angezeigt ab",
            .announcementShownUntil: "Angezeigt bis",
            .announcementLastChanged: "Zuletzt geändert",
            .announcementPicture: "Das Bild der Ankündigung „{title}“",
            .linksHeading: "Links",
            .allAnnouncements: "Alle Ankündigungen",
        ])
}
