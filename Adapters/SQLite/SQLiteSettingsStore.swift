public import ConbookCore

/// The user's settings in the database's `settings` table, one row per setting and scope: every
/// convention's (`reminder_lead_minutes`, where a Conbook before per-convention settings saved;
/// `sync_interval_minutes`) and one convention's (`reminder_lead_minutes:<name>`,
/// `sync_interval_minutes:<name>`). A value that is not a number reads as not saved; which scope
/// applies and which values are in range are the Core's rules. A scope's settings are saved in one
/// transaction.
public final class SQLiteSettingsStore: SettingsStore {
    private let database: ConbookDatabase

    /// The key of the reminder lead time, in minutes, for every convention.
    static let reminderLeadMinutesKey = "reminder_lead_minutes"
    /// The key of the interval between a watch's syncs, in minutes, for every convention.
    static let syncIntervalMinutesKey = "sync_interval_minutes"

    /// The keys of a convention's own settings (to forget with the convention).
    public static func settingKeys(for convention: String) -> [String] {
        [reminderLeadMinutesKey, syncIntervalMinutesKey].map { "\($0):\(convention)" }
    }

    init(database: ConbookDatabase) {
        self.database = database
    }

    public func loadSettings(in scope: SettingsScope) throws(StoreError) -> SavedSettings {
        SavedSettings(
            reminderLeadMinutes: try database.setting(Self.key(Self.reminderLeadMinutesKey, in: scope)).flatMap { Int($0) },
            syncIntervalMinutes: try database.setting(Self.key(Self.syncIntervalMinutesKey, in: scope)).flatMap { Int($0) })
    }

    public func saveSettings(_ settings: SavedSettings, in scope: SettingsScope) throws(StoreError) {
        try database.setSettings([
            (Self.key(Self.reminderLeadMinutesKey, in: scope), settings.reminderLeadMinutes.map(String.init)),
            (Self.key(Self.syncIntervalMinutesKey, in: scope), settings.syncIntervalMinutes.map(String.init)),
        ])
    }

    private static func key(_ setting: String, in scope: SettingsScope) -> String {
        switch scope {
        case .everyConvention: setting
        case .convention(let name): "\(setting):\(name)"
        }
    }
}

extension ConbookDatabase {
    /// Where the user's settings are kept, in this database, for every scope.
    public var settingsStore: SQLiteSettingsStore {
        SQLiteSettingsStore(database: self)
    }
}
