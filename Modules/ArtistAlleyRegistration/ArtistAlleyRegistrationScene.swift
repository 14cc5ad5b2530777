public import ConbookCore
public import ConbookModuleKit

/// The attendee's own table in the artist alley: their latest registration and where it stands;
/// from here they ask for a table (a form) or check out (after a confirmation).
@MainActor
public protocol ArtistAlleyRegistrationScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any ArtistAlleyRegistrationSceneDelegate)
    /// Shows the registration, what is under way, or why there is none.
    func show(_ viewModel: ArtistAlleyRegistrationViewModel)
}

/// What the artist alley registration scene reports.
@MainActor
public protocol ArtistAlleyRegistrationSceneDelegate: AnyObject {
    /// The scene is on screen.
    func artistAlleyRegistrationSceneDidLoad()
    /// The user asked to fetch the registration again.
    func artistAlleyRegistrationSceneDidAskToRefresh()
    /// The user asked to log in.
    func artistAlleyRegistrationSceneDidAskToLogIn()
    /// The user asked for a table: the scene is to ask for the form (`step` becomes `.fillingIn`).
    func artistAlleyRegistrationSceneDidAskToRequestTable()
    /// The user filled in the form (the picture read from its file by the front end).
    func artistAlleyRegistrationSceneDidSubmit(_ form: ArtistAlleyRequestForm)
    /// The user asked to check out: the scene is to ask for a confirmation (`step` becomes
    /// `.confirmingCheckOut`).
    func artistAlleyRegistrationSceneDidAskToCheckOut()
    /// The user answered the confirmation: true to check out.
    func artistAlleyRegistrationSceneDidConfirmCheckOut(_ confirmed: Bool)
}

/// What the registration page is doing.
public enum ArtistAlleyRegistrationStep: Hashable, Sendable {
    /// Showing; nothing under way.
    case idle
    /// Waiting for the server (fetching, sending or checking out).
    case waiting
    /// Waiting for the user to fill in a table request.
    case fillingIn
    /// Waiting for the user to confirm the check-out.
    case confirmingCheckOut
}

/// The registration page as display values.
public struct ArtistAlleyRegistrationViewModel: Hashable, Sendable {
    /// `Your artist alley table`.
    public var title: String
    /// Where the registration stands, e.g. `Pending: waiting for the organisers`; nil without one.
    public var state: String?
    /// The table asked for, e.g. `Table 12`; nil without one.
    public var table: String?
    /// The name it shows; nil without one.
    public var name: String?
    /// What they offer; nil without one.
    public var shortDescription: String?
    /// What the page says besides: that it is fetching, that there is no registration, or why it
    /// cannot be shown (e.g. a login is needed).
    public var message: String?
    /// How the last request or check-out went, e.g. a rule the form broke; nil before any.
    public var outcome: String?
    /// What the page is doing.
    public var step: ArtistAlleyRegistrationStep
    /// Whether there is a registration to check out.
    public var canCheckOut: Bool

    /// Creates the display values.
    public init(
        title: String, state: String? = nil, table: String? = nil, name: String? = nil, shortDescription: String? = nil,
        message: String? = nil, outcome: String? = nil, step: ArtistAlleyRegistrationStep = .idle, canCheckOut: Bool = false
    ) {
        self.title = title
        self.state = state
        self.table = table
        self.name = name
        self.shortDescription = shortDescription
        self.message = message
        self.outcome = outcome
        self.step = step
        self.canCheckOut = canCheckOut
    }
}
