import ConbookCore
public import ConbookModuleKit

/// The Dealers module's catalogues of texts, one per language.
public enum DealersTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<DealersText>(
        language: .english,
        templates: [
            .dealersSectionTitle: "Dealers",
            .dealersNotEveryDay: "not every day",
            .dealersAfterDark: "After Dark",
            .dealersListedOfTotal: "{listed} of {total} {total:dealer|dealers}",
            .dealersTotal: "{total} {total:dealer|dealers}, A–Z",
            .dealersEmpty: "The Dealers' Den is empty.",
            .dealersAllCategoriesOff: "Every category is turned off.",
            .dealersNoMatch: "No dealers match “{search}”.",
            .dealersNoMatchInCategories: "No dealers match “{search}” in the categories turned on.",
            .dealersNoneInCategories: "No dealers in the categories turned on.",
            .dealersPageOneDealer: "dealer {first} of {total} · page {page} of {pages}",
            .dealersPageDealers: "dealers {first}–{last} of {total} · page {page} of {pages}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<DealersText>(
        language: .german,
        templates: [
            .dealersSectionTitle: "Händler",
            .dealersNotEveryDay: "nicht jeden Tag",
            .dealersAfterDark: "After Dark",
            .dealersListedOfTotal: "{listed} von {total} {total:Händler|Händlern}",
            .dealersTotal: "{total} {total:Händler|Händler}, A–Z",
            .dealersEmpty: "Der Dealers' Den ist leer.",
            .dealersAllCategoriesOff: "Alle Kategorien sind ausgeschaltet.",
            .dealersNoMatch: "Keine Händler passen zu „{search}“.",
            .dealersNoMatchInCategories: "Keine Händler in den eingeschalteten Kategorien passen zu „{search}“.",
            .dealersNoneInCategories: "Keine Händler in den eingeschalteten Kategorien.",
            .dealersPageOneDealer: "Händler {first} von {total} · Seite {page} von {pages}",
            .dealersPageDealers: "Händler {first}–{last} von {total} · Seite {page} von {pages}",
        ])
}
