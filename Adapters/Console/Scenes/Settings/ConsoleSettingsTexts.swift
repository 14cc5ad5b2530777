import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleSettingsScene` shows (the Settings page), one catalogue per language; the
/// scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleSettingsTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it; an `expected…` follows "needs" (the accusative after „erwartet“).
    public enum Key: String, TextKey {
        case placeSettings, settingsTitle, settingsColour, settingsColourOn, settingsColourOff, settingsColourNote
        case settingsConfirmHint, helpSettingsReminder, helpSettingsSync, expectedMinutes, helpSettingsClear, helpSettingsYes
        case helpSettingsNo
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeSettings: "the Settings page",
            .settingsTitle: "Settings",
            .settingsColour: "Colour",
            .settingsColourOn: "on",
            .settingsColourOff: "off",
            .settingsColourNote: "set with --color or --no-color",
            .settingsConfirmHint: "`yes` clears it · `no` keeps it",
            .helpSettingsReminder: "remind N minutes before an event (0 to 1,440)",
            .helpSettingsSync: "sync every N minutes while `conbook watch` runs (1 to 1,440)",
            .expectedMinutes: "a number of minutes, such as 15",
            .helpSettingsClear: "forget the convention's data and pictures, after a question; favourites stay",
            .helpSettingsYes: "clear the convention's data, when asked",
            .helpSettingsNo: "keep the convention's data, when asked",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeSettings: "der Einstellungsseite",
            .settingsTitle: "Einstellungen",
            .settingsColour: "Farbe",
            .settingsColourOn: "an",
            .settingsColourOff: "aus",
            .settingsColourNote: "einstellbar mit --color oder --no-color",
            .settingsConfirmHint: "`yes` löscht sie · `no` behält sie",
            .helpSettingsReminder: "erinnert N Minuten vor einer Veranstaltung (0 bis 1.440)",
            .helpSettingsSync: "synchronisiert alle N Minuten, solange `conbook watch` läuft (1 bis 1.440)",
            .expectedMinutes: "eine Anzahl Minuten, z. B. 15",
            .helpSettingsClear: "löscht nach einer Rückfrage Daten und Bilder der Convention; Favoriten bleiben erhalten",
            .helpSettingsYes: "löscht auf die Rückfrage hin die Daten der Convention",
            .helpSettingsNo: "behält auf die Rückfrage hin die Daten der Convention",
        ])
}
