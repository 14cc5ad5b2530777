/// What a `SettingsStore` holds for one scope, setting by setting: nil for a setting never saved
/// there (or saved as something that is not a value of it). Whether a value is in range, and what
/// applies when none is saved, are the Core's rules (`UserSettings(resolving:)`).
public struct SavedSettings: Hashable, Sendable {
    /// The reminder lead time saved, in minutes, if any.
    public var reminderLeadMinutes: Int?
    /// The interval between a watch's syncs saved, in minutes, if any.
    public var syncIntervalMinutes: Int?

    /// Creates what a scope holds.
    public init(reminderLeadMinutes: Int? = nil, syncIntervalMinutes: Int? = nil) {
        self.reminderLeadMinutes = reminderLeadMinutes
        self.syncIntervalMinutes = syncIntervalMinutes
    }

    /// Nothing saved.
    public static let nothing = SavedSettings()
}
