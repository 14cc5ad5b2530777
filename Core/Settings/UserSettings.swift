/// What the user set, as it applies: per setting, what the convention saved, else what was saved for
/// every convention, else the default (see `SettingsStore` and `SettingsScope`).
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

    /// The settings that apply given what was saved, most specific scope first: per setting, the
    /// first value saved that is in range, else the default.
    public init(resolving saved: [SavedSettings]) {
        let range = Self.reminderLeadMinutesRange
        self.init(
            reminderLeadMinutes: saved.lazy.compactMap(\.reminderLeadMinutes).first(where: range.contains)
                ?? Self.defaults.reminderLeadMinutes)
    }

    /// The settings as saved in a scope: every setting.
    var saved: SavedSettings { SavedSettings(reminderLeadMinutes: reminderLeadMinutes) }
}
