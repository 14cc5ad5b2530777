import ConbookCore
import ConbookModuleKit

/// Logs in through the identity provider: on load it asks the provider for the address to open
/// (or, asked for, a code to type on another device) and waits for the answer, which comes back to
/// this machine by itself or as an address the user pastes; then it shows the account and tells
/// the delegate. Opened while logged in, it shows the account (asking the server for it again).
@MainActor
final class LoginPresenter: LoginSceneDelegate {
    private weak var scene: (any LoginScene)?
    private weak var delegate: (any LoginModuleDelegate)?
    private let interactor: LoginInteractor
    private var browserAttempt: LoginAttempt?
    private var deviceAttempt: DeviceLoginAttempt?
    private var waiting: Task<Void, Never>?
    private var generation = 0

    init(scene: any LoginScene, delegate: any LoginModuleDelegate, interactor: LoginInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func loginSceneDidLoad() {
        if let reason = interactor.whyNotOffered() {
            show(.unavailable(reason))
        } else if let account = interactor.account() {
            show(.loggedIn(account))
            let interactor = interactor
            Task { [weak self] in
                guard let account = await interactor.refreshedAccount() else { return }
                self?.show(.loggedIn(account))
            }
        } else {
            startBrowserLogin()
        }
    }

    func loginSceneDidPaste(address: String) {
        guard let attempt = browserAttempt else { return }
        let pasted = DisplayText.trimmed(address)
        guard !pasted.isEmpty else {
            // The browser is done: the answer has come back by itself, or is about to.
            if waiting != nil { show(.openAddress(interactor.browserStep(for: attempt, notYet: true))) }
            return
        }
        show(.working(interactor.texts(.loginFinishing)))
        finish(generation) { () async throws(LoginError) in try await attempt.complete(pastedAddress: pasted) }
    }

    func loginSceneDidAskForDeviceLogin() {
        guard interactor.whyNotOffered() == nil else { return }
        stopAttempts()
        let generation = generation
        show(.working(interactor.texts(.loginPreparing)))
        let interactor = interactor
        Task { [weak self] in
            do throws(LoginError) {
                let attempt = try await interactor.startDeviceLogin()
                guard let self, self.generation == generation else { return attempt.cancel() }
                self.deviceAttempt = attempt
                self.show(.enterCode(interactor.deviceStep(for: attempt)))
                self.finish(generation) { () async throws(LoginError) in try await attempt.complete() }
            } catch {
                self?.fail(error, generation: generation)
            }
        }
    }

    func loginSceneDidCancel() {
        stopAttempts()
        delegate?.loginModuleDidCancel()
    }

    private func startBrowserLogin() {
        stopAttempts()
        let generation = generation
        show(.working(interactor.texts(.loginPreparing)))
        let interactor = interactor
        Task { [weak self] in
            do throws(LoginError) {
                let attempt = try await interactor.startBrowserLogin()
                guard let self, self.generation == generation else { return attempt.cancel() }
                self.browserAttempt = attempt
                self.show(.openAddress(interactor.browserStep(for: attempt, notYet: false)))
                guard attempt.receivesRedirect else { return }
                self.finish(generation) { () async throws(LoginError) in try await attempt.complete() }
            } catch {
                self?.fail(error, generation: generation)
            }
        }
    }

    /// Waits for a way of finishing the login; the first to end decides (a redirect that comes
    /// back after a pasted address has finished is given up by the Core's attempt).
    private func finish(_ generation: Int, _ completion: @escaping () async throws(LoginError) -> LoggedInAttendee) {
        let interactor = interactor
        let task = Task { [weak self] in
            do throws(LoginError) {
                let attendee = try await completion()
                self?.succeed(interactor.account(of: attendee), generation: generation)
            } catch {
                if case .identity(.cancelled) = error { return }
                self?.fail(error, generation: generation)
            }
        }
        if waiting == nil { waiting = task }
    }

    private func succeed(_ account: AccountViewModel, generation: Int) {
        guard self.generation == generation, browserAttempt != nil || deviceAttempt != nil else { return }
        stopAttempts()
        show(.loggedIn(account))
        delegate?.loginModuleDidLogIn()
    }

    private func fail(_ error: LoginError, generation: Int) {
        guard self.generation == generation else { return }
        stopAttempts()
        show(.failed(interactor.text(of: error)))
    }

    /// Gives up the attempts under way; their outcomes are ignored from now on.
    private func stopAttempts() {
        generation += 1
        browserAttempt?.cancel()
        deviceAttempt?.cancel()
        browserAttempt = nil
        deviceAttempt = nil
        waiting = nil
    }

    private func show(_ status: LoginViewModel.Status) {
        scene?.show(
            LoginViewModel(
                title: interactor.texts(.loginTitle), explanation: interactor.texts(.loginExplanation), status: status))
    }
}
