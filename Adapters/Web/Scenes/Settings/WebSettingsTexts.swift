import ConbookCore
public import ConbookModuleKit

/// The words only `WebSettingsScene` shows, one catalogue per language.
public enum WebSettingsTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case settingsTitle, reminderField, syncField, change, clearData
        case clearQuestionHeading, confirmClearing, cancelClearing
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .settingsTitle: "Settings",
            .reminderField: "Minutes before an event",
            .syncField: "Minutes between syncs",
            .change: "Change",
            .clearData: "Clear the convention's data…",
            .clearQuestionHeading: "Clear the data?",
            .confirmClearing: "Yes, clear it",
            .cancelClearing: "No, keep it",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .settingsTitle: "Einstellungen",
            .reminderField: "Minuten vor einer Veranstaltung",
            .syncField: "Minuten zwischen Synchronisierungen",
            .change: "Ändern",
            .clearData: "Daten der Convention löschen …",
            .clearQuestionHeading: "Daten löschen?",
            .confirmClearing: "Ja, löschen",
            .cancelClearing: "Nein, behalten",
        ])
}
