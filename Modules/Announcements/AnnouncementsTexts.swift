import ConbookCore
public import ConbookModuleKit

/// The Announcements module's catalogues of texts, one per language.
public enum AnnouncementsTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<AnnouncementsText>(
        language: .english,
        templates: [
            .announcementsSectionTitle: "Announcements",
            .announcementsEmpty: "The organisers have posted no announcements.",
            .announcementsCurrent: "Current",
            .announcementsExpired: "Expired",
            .announcementExpiredAt: "expired {time}",
            .announcementValidUntil: "until {time}",
            .announcementsNone: "No announcements",
            .announcementsUnreadCount: "{count} unread",
            .announcementsExpiredCount: "{count} expired",
            .announcementsNoneCurrent: "No current announcements",
            .announcementsCurrentCount: "{count} current {count:announcement|announcements}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<AnnouncementsText>(
        language: .german,
        templates: [
            .announcementsSectionTitle: "Ankündigungen",
            .announcementsEmpty: "Die Veranstalter haben keine Ankündigungen veröffentlicht.",
            .announcementsCurrent: "Aktuell",
            .announcementsExpired: "Abgelaufen",
            .announcementExpiredAt: "abgelaufen am {time}",
            .announcementValidUntil: "gültig bis {time}",
            .announcementsNone: "Keine Ankündigungen",
            .announcementsUnreadCount: "{count} ungelesen",
            .announcementsExpiredCount: "{count} abgelaufen",
            .announcementsNoneCurrent: "Keine aktuellen Ankündigungen",
            .announcementsCurrentCount: "{count} {count:aktuelle Ankündigung|aktuelle Ankündigungen}",
        ])
}
