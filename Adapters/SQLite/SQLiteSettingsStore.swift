public import ConbookCore

/// The user's settings in the database's `settings` table, one row per setting
/// (`reminder_lead_minutes`); a value that is missing or not a number in range reads as the default.
public final class SQLiteSettingsStore: SettingsStore {
    private let database: ConbookDatabase

    /// The key of the reminder lead time, in minutes.
    static let reminderLeadMinutesKey = "reminder_lead_minutes"

    init(database: ConbookDatabase) {
        self.database = database
    }

    public func loadSettings() throws(StoreError) -> UserSettings {
        var settings = UserSettings.defaults
        if let text = try database.setting(Self.reminderLeadMinutesKey), let minutes = Int(text),
            UserSettings.reminderLeadMinutesRange.contains(minutes)
        {
            settings.reminderLeadMinutes = minutes
        }
        return settings
    }

    public func saveSettings(_ settings: UserSettings) throws(StoreError) {
        try database.setSetting(Self.reminderLeadMinutesKey, String(settings.reminderLeadMinutes))
    }
}

extension ConbookDatabase {
    /// Where the user's settings are kept, in this database.
    public func settingsStore() -> SQLiteSettingsStore {
        SQLiteSettingsStore(database: self)
    }
}
