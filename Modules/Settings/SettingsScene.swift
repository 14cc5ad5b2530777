public import ConbookModuleKit

/// What the user can see and set: the time zone times are shown in, the reminder lead time, how
/// often a watch syncs, where
/// data is kept, and clearing the convention's data (after a confirmation).
@MainActor
public protocol SettingsScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any SettingsSceneDelegate)
    /// Shows the settings.
    func show(_ viewModel: SettingsViewModel)
    /// Says why a change was not made.
    func showError(_ message: String)
}

/// What the settings scene reports.
@MainActor
public protocol SettingsSceneDelegate: AnyObject {
    /// The scene is on screen.
    func settingsSceneDidLoad()
    /// The user set the reminder lead time, in minutes.
    func settingsSceneDidChangeReminderLeadTime(minutes: Int)
    /// The user set how many minutes a watch waits between syncs.
    func settingsSceneDidChangeSyncInterval(minutes: Int)
    /// The user asked to clear the convention's data (a confirmation follows).
    func settingsSceneDidRequestClearingData()
    /// The user confirmed clearing it.
    func settingsSceneDidConfirmClearingData()
    /// The user changed their mind.
    func settingsSceneDidCancelClearingData()
}

/// The settings as display values.
public struct SettingsViewModel: Hashable, Sendable {
    /// The settings, each with its value and how to change it.
    public var rows: [SettingRowViewModel]
    /// The question to answer before the convention's data is cleared, while it is asked.
    public var confirmation: String?

    /// Creates the display values.
    public init(rows: [SettingRowViewModel], confirmation: String? = nil) {
        self.rows = rows
        self.confirmation = confirmation
    }
}

/// One setting.
public struct SettingRowViewModel: Hashable, Sendable {
    /// What it is, e.g. `Reminders`.
    public var label: String
    /// Its value, e.g. `15 minutes before an event`.
    public var value: String
    /// How it changes, e.g. `set with --time-zone ID`; nil for a fact to read only.
    public var note: String?

    /// Creates the row.
    public init(label: String, value: String, note: String? = nil) {
        self.label = label
        self.value = value
        self.note = note
    }
}
