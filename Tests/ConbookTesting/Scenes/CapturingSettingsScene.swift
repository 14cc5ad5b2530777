import ConbookModuleKit
public import ConbookSettings

/// A settings scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingSettingsScene: SettingsScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any SettingsSceneDelegate)?
    /// The settings shown last.
    public private(set) var viewModel: SettingsViewModel?
    /// The errors shown, oldest first.
    public private(set) var errors: [String] = []

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any SettingsSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: SettingsViewModel) {
        self.viewModel = viewModel
    }

    public func showError(_ message: String) {
        errors.append(message)
    }

    public func simulateSceneDidLoad() {
        delegate?.settingsSceneDidLoad()
    }

    /// The value of a setting, by its label.
    public func value(of label: String) -> String? {
        viewModel?.rows.first { $0.label == label }?.value
    }

    /// Acts as the user setting the reminder lead time.
    public func simulateSettingReminderLeadTime(minutes: Int) {
        delegate?.settingsSceneDidChangeReminderLeadTime(minutes: minutes)
    }

    /// Acts as the user setting how many minutes a watch waits between syncs.
    public func simulateSettingSyncInterval(minutes: Int) {
        delegate?.settingsSceneDidChangeSyncInterval(minutes: minutes)
    }

    /// Acts as the user asking to clear the convention's data.
    public func simulateRequestingClearing() {
        delegate?.settingsSceneDidRequestClearingData()
    }

    /// Acts as the user confirming.
    public func simulateConfirmingClearing() {
        delegate?.settingsSceneDidConfirmClearingData()
    }

    /// Acts as the user changing their mind.
    public func simulateCancellingClearing() {
        delegate?.settingsSceneDidCancelClearingData()
    }
}

extension CapturingSceneFactory: SettingsSceneFactory {
    public func makeSettingsScene() -> CapturingSettingsScene {
        remember(CapturingSettingsScene())
    }
}
