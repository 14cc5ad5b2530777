import ConbookCore
public import ConbookModuleKit

/// The DealerDetail module's catalogues of texts, one per language.
public enum DealerDetailTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<DealerDetailText>(
        language: .english,
        templates: [
            .dealerUnavailable: "This dealer is no longer in the Dealers' Den.",
            .dealerAfterDarkDen: "After Dark Dealers' Den",
            .dealerNoDaysGiven: "No days given",
            .dealerEveryDay: "Every day",
            .dealerOnlyOnDays: "{days} only",
            .weekdayThursday: "Thursday",
            .weekdayFriday: "Friday",
            .weekdaySaturday: "Saturday",
            .dealerWebsite: "Website",
            .dealerNavigation: "The way to their table",
        ])

    /// The German texts.
    public static let german = TextCatalogue<DealerDetailText>(
        language: .german,
        templates: [
            .dealerUnavailable: "Dieser Händler ist nicht mehr im Dealers' Den.",
            .dealerAfterDarkDen: "After Dark Dealers' Den",
            .dealerNoDaysGiven: "Keine Tage angegeben",
            .dealerEveryDay: "Jeden Tag",
            .dealerOnlyOnDays: "nur {days}",
            .weekdayThursday: "Donnerstag",
            .weekdayFriday: "Freitag",
            .weekdaySaturday: "Samstag",
            .dealerWebsite: "Website",
            .dealerNavigation: "Der Weg zu ihrem Tisch",
        ])
}
