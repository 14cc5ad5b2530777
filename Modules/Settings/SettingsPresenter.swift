import ConbookCore
import ConbookModuleKit

/// Shows the settings, changes them, and clears the convention's data once the user confirms.
@MainActor
final class SettingsPresenter: SettingsSceneDelegate, ConventionObserver {
    private weak var scene: (any SettingsScene)?
    private weak var delegate: (any SettingsModuleDelegate)?
    private let interactor: SettingsInteractor
    private var isConfirming = false

    init(scene: any SettingsScene, delegate: any SettingsModuleDelegate, interactor: SettingsInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func settingsSceneDidLoad() {
        render()
    }

    func settingsSceneDidChangeReminderLeadTime(minutes: Int) {
        do {
            try interactor.changeSettings.setReminderLeadTime(minutes: minutes)
        } catch {
            scene?.showError(ErrorWording.text(of: error, in: interactor.texts.shared))
        }
        render()
    }

    func settingsSceneDidChangeSyncInterval(minutes: Int) {
        do {
            try interactor.changeSettings.setSyncInterval(minutes: minutes)
        } catch {
            scene?.showError(ErrorWording.text(of: error, in: interactor.texts.shared))
        }
        render()
    }

    func settingsSceneDidRequestClearingData() {
        isConfirming = interactor.seeSummary.summary() != nil
        render()
    }

    func settingsSceneDidConfirmClearingData() {
        guard isConfirming else { return }
        isConfirming = false
        do {
            try interactor.changeSettings.clearConventionData()
        } catch {
            scene?.showError(ErrorWording.text(of: error, in: interactor.texts.shared))
            return render()
        }
        delegate?.settingsModuleDidClearConventionData()
    }

    func settingsSceneDidCancelClearingData() {
        isConfirming = false
        render()
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated || change == .settingsChanged {
            render()
        }
    }

    private func render() {
        scene?.show(interactor.viewModel(confirming: isConfirming))
    }
}
