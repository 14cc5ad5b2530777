public import ConbookLogin
import ConbookModuleKit

/// A login scene that records what it was told and lets tests act as the user.
@MainActor
public final class CapturingLoginScene: LoginScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any LoginSceneDelegate)?
    /// What was shown last.
    public private(set) var viewModel: LoginViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any LoginSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: LoginViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.loginSceneDidLoad()
    }

    /// Acts as the user pasting the address the browser ended on (empty: saying the browser is done).
    public func simulatePasting(_ address: String) {
        delegate?.loginSceneDidPaste(address: address)
    }

    /// Acts as the user asking to log in on another device.
    public func simulateAskingForDeviceLogin() {
        delegate?.loginSceneDidAskForDeviceLogin()
    }

    /// Acts as the user giving up.
    public func simulateCancelling() {
        delegate?.loginSceneDidCancel()
    }
}

extension CapturingSceneFactory: LoginSceneFactory {
    public func makeLoginScene() -> CapturingLoginScene {
        remember(CapturingLoginScene())
    }
}
