/// What the user set, as it applies: per setting, what the convention saved, else what was saved for
/// every convention, else the default (see `SettingsStore` and `SettingsScope`).
public struct UserSettings: Hashable, Sendable {
    /// How many minutes before an event its reminder comes, from 0 to a day.
    public var reminderLeadMinutes: Int
    /// How many minutes a watch (`conbook watch`) waits between syncs, from 1 to a day.
    public var syncIntervalMinutes: Int

    /// Creates settings.
    public init(
        reminderLeadMinutes: Int = UserSettings.defaults.reminderLeadMinutes,
        syncIntervalMinutes: Int = UserSettings.defaults.syncIntervalMinutes
    ) {
        self.reminderLeadMinutes = reminderLeadMinutes
        self.syncIntervalMinutes = syncIntervalMinutes
    }

    /// The settings before the user changes any: reminders 15 minutes ahead, a sync every 15
    /// minutes.
    public static let defaults = UserSettings(reminderLeadMinutes: 15, syncIntervalMinutes: 15)

    /// The lead times a reminder may have, in minutes.
    public static let reminderLeadMinutesRange = 0...1440

    /// The intervals between a watch's syncs, in minutes.
    public static let syncIntervalMinutesRange = 1...1440

    /// The settings that apply given what was saved, most specific scope first: per setting, the
    /// first value saved that is in range, else the default.
    public init(resolving saved: [SavedSettings]) {
        let leadRange = Self.reminderLeadMinutesRange
        let syncRange = Self.syncIntervalMinutesRange
        self.init(
            reminderLeadMinutes: saved.lazy.compactMap(\.reminderLeadMinutes).first(where: leadRange.contains)
                ?? Self.defaults.reminderLeadMinutes,
            syncIntervalMinutes: saved.lazy.compactMap(\.syncIntervalMinutes).first(where: syncRange.contains)
                ?? Self.defaults.syncIntervalMinutes)
    }
}
