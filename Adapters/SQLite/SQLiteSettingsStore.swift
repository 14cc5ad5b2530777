public import ConbookCore

/// The user's settings in the database's `settings` table, one row per setting: for one
/// convention (`reminder_lead_minutes:<name>`), else for all (`reminder_lead_minutes`, what a
/// Conbook before per-convention settings saved, read as every convention's until one sets its
/// own); a value that is missing or not a number in range reads as the default.
public final class SQLiteSettingsStore: SettingsStore {
    private let database: ConbookDatabase
    private let convention: String?

    /// The key of the reminder lead time, in minutes, for every convention.
    static let reminderLeadMinutesKey = "reminder_lead_minutes"

    /// The key of a convention's reminder lead time.
    public static func reminderLeadMinutesKey(for convention: String) -> String {
        "\(reminderLeadMinutesKey):\(convention)"
    }

    init(database: ConbookDatabase, convention: String?) {
        self.database = database
        self.convention = convention
    }

    public func loadSettings() throws(StoreError) -> UserSettings {
        var settings = UserSettings.defaults
        var text: String?
        if let convention {
            text = try database.setting(Self.reminderLeadMinutesKey(for: convention))
        }
        if text == nil {
            text = try database.setting(Self.reminderLeadMinutesKey)
        }
        if let text, let minutes = Int(text),
            UserSettings.reminderLeadMinutesRange.contains(minutes)
        {
            settings.reminderLeadMinutes = minutes
        }
        return settings
    }

    public func saveSettings(_ settings: UserSettings) throws(StoreError) {
        let key = convention.map(Self.reminderLeadMinutesKey(for:)) ?? Self.reminderLeadMinutesKey
        try database.setSetting(key, String(settings.reminderLeadMinutes))
    }
}

extension ConbookDatabase {
    /// Where the user's settings are kept, in this database: one convention's (which start as
    /// those saved for every convention), or, without a name, those of every convention.
    public func settingsStore(for convention: String? = nil) -> SQLiteSettingsStore {
        SQLiteSettingsStore(database: self, convention: convention)
    }
}
