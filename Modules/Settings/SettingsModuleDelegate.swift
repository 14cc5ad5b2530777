/// What the settings module tells whoever shows it.
@MainActor
public protocol SettingsModuleDelegate: AnyObject {
    /// The convention's data was cleared: it must be downloaded again before anything shows.
    func settingsModuleDidClearConventionData()
}
