import ConbookCore
import ConbookModuleKit

/// Takes the details, refuses them with a clear reason when they are not right, logs in, and says
/// how it went; tells the delegate once logged in. Opened while logged in, it says who is.
@MainActor
final class LoginPresenter: LoginSceneDelegate {
    private weak var scene: (any LoginScene)?
    private weak var delegate: (any LoginModuleDelegate)?
    private let interactor: LoginInteractor
    private var isLoggingIn = false

    init(scene: any LoginScene, delegate: any LoginModuleDelegate, interactor: LoginInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func loginSceneDidLoad() {
        if let reason = interactor.whyNotOffered() {
            show(.unavailable(reason))
        } else if let message = interactor.loggedInMessage() {
            show(.loggedIn(message))
        } else {
            show(.waiting)
        }
    }

    func loginSceneDidSubmit(registrationNumber: String, username: String, password: String) {
        guard !isLoggingIn else { return }
        let request: LoginRequest
        do {
            request = try interactor.request(registrationNumber: registrationNumber, username: username, password: password)
        } catch {
            show(.failed(interactor.text(of: error)))
            return
        }
        isLoggingIn = true
        show(.loggingIn)
        let interactor = interactor
        Task { [weak self] in
            do throws(LoginError) {
                let message = try await interactor.logIn(request)
                self?.finish(.loggedIn(message))
            } catch {
                self?.finish(.failed(interactor.text(of: error)))
            }
        }
    }

    func loginSceneDidCancel() {
        guard !isLoggingIn else { return }
        delegate?.loginModuleDidCancel()
    }

    private func finish(_ status: LoginViewModel.Status) {
        isLoggingIn = false
        show(status)
        if case .loggedIn = status { delegate?.loginModuleDidLogIn() }
    }

    private func show(_ status: LoginViewModel.Status) {
        scene?.show(
            LoginViewModel(
                title: interactor.texts(.loginTitle), explanation: interactor.texts(.loginExplanation), status: status))
    }
}
