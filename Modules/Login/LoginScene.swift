public import ConbookModuleKit

/// Logging in to the convention's server: registration number, username and password, then
/// the outcome. A front end never shows the password as typed, and never keeps it.
@MainActor
public protocol LoginScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any LoginSceneDelegate)
    /// Shows the form and where the login stands.
    func show(_ viewModel: LoginViewModel)
}

/// What the login scene reports.
@MainActor
public protocol LoginSceneDelegate: AnyObject {
    /// The scene is on screen.
    func loginSceneDidLoad()
    /// The user asked to log in with these details, as typed.
    func loginSceneDidSubmit(registrationNumber: String, username: String, password: String)
    /// The user gave up logging in.
    func loginSceneDidCancel()
}

/// The login as display values.
public struct LoginViewModel: Hashable, Sendable {
    /// Where the login stands.
    public enum Status: Hashable, Sendable {
        /// Waiting for the details.
        case waiting
        /// The server is being asked.
        case loggingIn
        /// The last try failed, with why; the details can be given again.
        case failed(String)
        /// Logged in, as this message says.
        case loggedIn(String)
        /// Logging in is not possible here (the source has no attendee services), with why.
        case unavailable(String)
    }

    /// `Log in`.
    public var title: String
    /// What logging in gives and what is asked.
    public var explanation: String
    /// Where it stands.
    public var status: Status

    /// Creates the display values.
    public init(title: String, explanation: String, status: Status) {
        self.title = title
        self.explanation = explanation
        self.status = status
    }
}
