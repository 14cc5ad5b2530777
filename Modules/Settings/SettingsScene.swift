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
    /// What changes it here, for a front end that shows a control beside the row (a number field,
    /// a button); nil when nothing here changes it.
    public var control: SettingControlViewModel?

    /// Creates the row.
    public init(label: String, value: String, note: String? = nil, control: SettingControlViewModel? = nil) {
        self.label = label
        self.value = value
        self.note = note
        self.control = control
    }
}

/// What changes a setting here, with the values it takes, so that a front end can offer a control
/// of its own (the console words it in the row's note instead).
public enum SettingControlViewModel: Hashable, Sendable {
    /// The minutes before an event its reminder comes (`settingsSceneDidChangeReminderLeadTime`):
    /// the current value and the values it takes.
    case reminderLeadMinutes(current: Int, range: ClosedRange<Int>)
    /// The minutes between a watch's syncs (`settingsSceneDidChangeSyncInterval`): the current value
    /// and the values it takes.
    case syncIntervalMinutes(current: Int, range: ClosedRange<Int>)
    /// Clearing the convention's data (`settingsSceneDidRequestClearingData`, then a confirmation).
    case clearData
}
