import ConbookCore
public import ConbookModuleKit

/// The Settings module's catalogues of texts, one per language.
public enum SettingsTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<SettingsText>(
        language: .english,
        templates: [
            .settingsTimesShownIn: "Times shown in",
            .settingsTimeZoneNote: "kept per convention; change it with --time-zone ID, --local-time or --convention-time",
            .settingsReminders: "Reminders",
            .settingsRemindersNote: "{setReminderTime} (0 to 1,440)",
            .settingsSync: "Watching",
            .settingsSyncEvery: "a sync every {minutes} {minutes:minute|minutes}",
            .settingsSyncNote: "how often {watchForChanges} syncs; {setSyncInterval} (1 to 1,440)",
            .settingsNotKeptHere: "not kept here",
            .settingsDataDirectory: "Data directory",
            .settingsDataDirectoryNote: "set with --store DIR",
            .settingsConventionData: "Convention data",
            .settingsConventionDataValue: "{convention}, {count} events",
            .settingsNoneStored: "none stored",
            .settingsClearNote: "{clearData} forgets it and its pictures; favourites stay",
            .settingsClearQuestion:
                "Clear {convention}'s data and pictures? Your favourites and read announcements stay; the convention is downloaded again at once.",
            .settingsLeadTimeNone: "at the start of an event",
            .settingsLeadTime: "{minutes} {minutes:minute|minutes} before an event",
            .settingsSummary: "the settings: time zone, reminders, data kept, clearing the data",
        ])

    /// The German texts.
    public static let german = TextCatalogue<SettingsText>(
        language: .german,
        templates: [
            .settingsTimesShownIn: "Zeitzone der Anzeige",
            .settingsTimeZoneNote:
                "wird je Convention gespeichert; ändern mit --time-zone ID, --local-time oder --convention-time",
            .settingsReminders: "Erinnerungen",
            .settingsRemindersNote: "{setReminderTime} (0 bis 1.440)",
            .settingsSync: "Beobachten",
            .settingsSyncEvery: "alle {minutes} {minutes:Minute|Minuten} synchronisieren",
            .settingsSyncNote: "wie oft {watchForChanges} synchronisiert; {setSyncInterval} (1 bis 1.440)",
            .settingsNotKeptHere: "wird hier nicht gespeichert",
            .settingsDataDirectory: "Datenverzeichnis",
            .settingsDataDirectoryNote: "festgelegt mit --store DIR",
            .settingsConventionData: "Convention-Daten",
            .settingsConventionDataValue: "{convention}, {count} Veranstaltungen",
            .settingsNoneStored: "keine gespeichert",
            .settingsClearNote: "{clearData} löscht sie samt Bildern; Favoriten bleiben erhalten",
            .settingsClearQuestion:
                "Daten und Bilder von {convention} löschen? Deine Favoriten und gelesenen Ankündigungen bleiben; die Convention wird sofort neu heruntergeladen.",
            .settingsLeadTimeNone: "zu Beginn einer Veranstaltung",
            .settingsLeadTime: "{minutes} {minutes:Minute|Minuten} vor einer Veranstaltung",
            .settingsSummary: "die Einstellungen: Zeitzone, Erinnerungen, gespeicherte Daten, Löschen der Daten",
        ])
}
