/// Port: keeps the user's settings between runs, per scope (one convention's, or every
/// convention's). The store keeps what it is given; which scope applies and which values are
/// valid are the Core's rules (`UserSettings(resolving:)`).
public protocol SettingsStore: AnyObject {
    /// What was saved in a scope; `SavedSettings.nothing` when nothing was.
    /// - Throws: `StoreError.unreadable` when they cannot be read.
    func loadSettings(in scope: SettingsScope) throws(StoreError) -> SavedSettings

    /// Saves the settings of a scope in one atomic step, replacing what it held; other scopes are
    /// left alone. On failure nothing changes.
    /// - Throws: `StoreError.writeFailed` when they cannot be saved.
    func saveSettings(_ settings: SavedSettings, in scope: SettingsScope) throws(StoreError)
}
