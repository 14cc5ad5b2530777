/// What the user set: kept per convention by the SQLite store (see `SettingsStore`).
public struct UserSettings: Hashable, Sendable {
    /// How many minutes before an event its reminder comes, from 0 to a day.
    public var reminderLeadMinutes: Int

    /// Creates settings.
    public init(reminderLeadMinutes: Int = UserSettings.defaults.reminderLeadMinutes) {
        self.reminderLeadMinutes = reminderLeadMinutes
    }

    /// The settings before the user changes any: reminders 15 minutes ahead.
    public static let defaults = UserSettings(reminderLeadMinutes: 15)

    /// The lead times a reminder may have, in minutes.
    public static let reminderLeadMinutesRange = 0...1440
}
