public import ConbookCore

/// The user's settings in the database's `settings` table, one row per setting and scope: every
/// convention's (`reminder_lead_minutes`, where a Conbook before per-convention settings saved)
/// and one convention's (`reminder_lead_minutes:<name>`). A value that is not a number reads as
/// not saved; which scope applies and which values are in range are the Core's rules.
public final class SQLiteSettingsStore: SettingsStore {
    private let database: ConbookDatabase

    /// The key of the reminder lead time, in minutes, for every convention.
    static let reminderLeadMinutesKey = "reminder_lead_minutes"

    /// The key of a convention's reminder lead time.
    public static func reminderLeadMinutesKey(for convention: String) -> String {
        "\(reminderLeadMinutesKey):\(convention)"
    }

    init(database: ConbookDatabase) {
        self.database = database
    }

    public func loadSettings(in scope: SettingsScope) throws(StoreError) -> SavedSettings {
        let text = try database.setting(Self.reminderLeadMinutesKey(in: scope))
        return SavedSettings(reminderLeadMinutes: text.flatMap { Int($0) })
    }

    public func saveSettings(_ settings: SavedSettings, in scope: SettingsScope) throws(StoreError) {
        try database.setSetting(Self.reminderLeadMinutesKey(in: scope), settings.reminderLeadMinutes.map(String.init))
    }

    private static func reminderLeadMinutesKey(in scope: SettingsScope) -> String {
        switch scope {
        case .everyConvention: reminderLeadMinutesKey
        case .convention(let name): reminderLeadMinutesKey(for: name)
        }
    }
}

extension ConbookDatabase {
    /// Where the user's settings are kept, in this database, for every scope.
    public var settingsStore: SQLiteSettingsStore {
        SQLiteSettingsStore(database: self)
    }
}
