import ConbookCore
public import ConbookModuleKit

/// The Changes module's catalogues of texts, one per language.
public enum ChangesTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<ChangesText>(
        language: .english,
        templates: [
            .changesSectionTitle: "Changes",
            .changesEmpty: "Nothing changed in the last schedule update.",
            .changesVersions: "Schedule version {from} → {to}",
            .changesVersion: "Schedule version {to}",
            .changesYourFavourites: "Your favourites",
            .changesOtherEvents: "Other events",
            .changesStatusNew: "New",
            .changesStatusCancelled: "Cancelled",
            .changesStatusChanged: "Changed: {fields}",
            .changesNowClashes: "Now clashes with {title} ({times})",
            .changesFieldChange: "{field}: {before} → {after}",
            .changesNone: "(none)",
            .durationMinutes: "{minutes} min",
            .durationHours: "{hours} h",
            .durationHoursAndMinutes: "{hours} h {minutes} min",
        ])

    /// The German texts.
    public static let german = TextCatalogue<ChangesText>(
        language: .german,
        templates: [
            .changesSectionTitle: "Änderungen",
            .changesEmpty: "Bei der letzten Aktualisierung des Programms hat sich nichts geändert.",
            .changesVersions: "Programmversion {from} → {to}",
            .changesVersion: "Programmversion {to}",
            .changesYourFavourites: "Deine Favoriten",
            .changesOtherEvents: "Andere Veranstaltungen",
            .changesStatusNew: "Neu",
            .changesStatusCancelled: "Abgesagt",
            .changesStatusChanged: "Geändert: {fields}",
            .changesNowClashes: "Überschneidet sich jetzt mit {title} ({times})",
            .changesFieldChange: "{field}: {before} → {after}",
            .changesNone: "(keine)",
            .durationMinutes: "{minutes} Min.",
            .durationHours: "{hours} Std.",
            .durationHoursAndMinutes: "{hours} Std. {minutes} Min.",
        ])
}
