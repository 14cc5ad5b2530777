public import ConbookArtistAlleyRegistration
public import ConbookCore
import ConbookModuleKit

/// An artist alley registration scene that records what it was told and lets tests act as the
/// user (filling in the form, confirming the check-out).
@MainActor
public final class CapturingArtistAlleyRegistrationScene: ArtistAlleyRegistrationScene, CapturingScene {
    /// The presenter.
    public private(set) var delegate: (any ArtistAlleyRegistrationSceneDelegate)?
    /// The page shown last.
    public private(set) var viewModel: ArtistAlleyRegistrationViewModel?

    /// Creates the scene.
    public init() {}

    public func setDelegate(_ delegate: any ArtistAlleyRegistrationSceneDelegate) {
        self.delegate = delegate
    }

    public func show(_ viewModel: ArtistAlleyRegistrationViewModel) {
        self.viewModel = viewModel
    }

    public func simulateSceneDidLoad() {
        delegate?.artistAlleyRegistrationSceneDidLoad()
    }

    /// Acts as the user asking for a table, then filling in the form.
    public func simulateRequestingTable(_ form: ArtistAlleyRequestForm) {
        delegate?.artistAlleyRegistrationSceneDidAskToRequestTable()
        delegate?.artistAlleyRegistrationSceneDidSubmit(form)
    }

    /// Acts as the user asking for a table (the form not yet filled in).
    public func simulateAskingToRequestTable() {
        delegate?.artistAlleyRegistrationSceneDidAskToRequestTable()
    }

    /// Acts as the user asking to check out, then answering the confirmation.
    public func simulateCheckingOut(confirming confirmed: Bool) {
        delegate?.artistAlleyRegistrationSceneDidAskToCheckOut()
        delegate?.artistAlleyRegistrationSceneDidConfirmCheckOut(confirmed)
    }

    /// Acts as the user asking to fetch the registration again.
    public func simulateRefreshing() {
        delegate?.artistAlleyRegistrationSceneDidAskToRefresh()
    }

    /// Acts as the user asking to log in.
    public func simulateAskingToLogIn() {
        delegate?.artistAlleyRegistrationSceneDidAskToLogIn()
    }
}

extension CapturingSceneFactory: ArtistAlleyRegistrationSceneFactory {
    public func makeArtistAlleyRegistrationScene() -> CapturingArtistAlleyRegistrationScene {
        remember(CapturingArtistAlleyRegistrationScene())
    }
}
