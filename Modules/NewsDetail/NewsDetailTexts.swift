import ConbookCore
public import ConbookModuleKit

/// The NewsDetail module's catalogues of texts, one per language.
public enum NewsDetailTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<NewsDetailText>(
        language: .english,
        templates: [
            .announcementNoText: "This announcement has no text.",
            .announcementStatusExpired: "Expired",
            .announcementStatusNotShownYet: "Not shown yet",
            .announcementInvertedValidity: "{time} (before it is shown from: the organisers' dates are inconsistent)",
            .announcementUnknown: "This announcement is not in this convention.",
            .announcementWithdrawn: "This announcement was withdrawn: it is no longer in this convention.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<NewsDetailText>(
        language: .german,
        templates: [
            .announcementNoText: "Diese Ankündigung hat keinen Text.",
            .announcementStatusExpired: "Abgelaufen",
            .announcementStatusNotShownYet: "Noch nicht angezeigt",
            .announcementInvertedValidity: "{time} (vor dem Beginn der Anzeige: Die Daten der Veranstalter sind widersprüchlich)",
            .announcementUnknown: "Diese Ankündigung gehört nicht zu dieser Convention.",
            .announcementWithdrawn: "Diese Ankündigung wurde zurückgezogen und gehört nicht mehr zu dieser Convention.",
        ])
}
