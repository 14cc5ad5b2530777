/// Port: keeps the user's settings between runs.
public protocol SettingsStore: AnyObject {
    /// The settings saved, or `UserSettings.defaults` for those never saved.
    /// - Throws: `StoreError.unreadable` when they cannot be read.
    func loadSettings() throws(StoreError) -> UserSettings

    /// Saves the settings in one atomic step; on failure nothing changes.
    /// - Throws: `StoreError.writeFailed` when they cannot be saved.
    func saveSettings(_ settings: UserSettings) throws(StoreError)
}
