public import ConbookCore

/// Settings kept in memory, per scope; it can be made to fail reading or saving.
public final class InMemorySettingsStore: SettingsStore {
    /// What each scope holds.
    public private(set) var savedByScope: [SettingsScope: SavedSettings] = [:]
    /// When set, reads fail with it.
    public var readFailure: StoreError?
    /// When set, saves fail with it.
    public var writeFailure: StoreError?

    /// Creates a store holding some settings for every convention, or none.
    public init(saved: UserSettings? = nil) {
        if let saved {
            savedByScope[.everyConvention] = SavedSettings(
                reminderLeadMinutes: saved.reminderLeadMinutes, syncIntervalMinutes: saved.syncIntervalMinutes)
        }
    }

    /// The settings saved for every convention, if any.
    public var saved: SavedSettings? { savedByScope[.everyConvention] }

    public func loadSettings(in scope: SettingsScope) throws(StoreError) -> SavedSettings {
        if let readFailure { throw readFailure }
        return savedByScope[scope] ?? .nothing
    }

    public func saveSettings(_ settings: SavedSettings, in scope: SettingsScope) throws(StoreError) {
        if let writeFailure { throw writeFailure }
        savedByScope[scope] = settings
    }
}
