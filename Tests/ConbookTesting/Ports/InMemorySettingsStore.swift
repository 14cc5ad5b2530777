public import ConbookCore

/// Settings kept in memory; it can be made to fail reading or saving.
public final class InMemorySettingsStore: SettingsStore {
    /// The settings saved, if any.
    public private(set) var saved: UserSettings?
    /// When set, reads fail with it.
    public var readFailure: StoreError?
    /// When set, saves fail with it.
    public var writeFailure: StoreError?

    /// Creates a store holding some settings, or none.
    public init(saved: UserSettings? = nil) {
        self.saved = saved
    }

    public func loadSettings() throws(StoreError) -> UserSettings {
        if let readFailure { throw readFailure }
        return saved ?? .defaults
    }

    public func saveSettings(_ settings: UserSettings) throws(StoreError) {
        if let writeFailure { throw writeFailure }
        saved = settings
    }
}
