public import ConbookModuleKit

/// Logging in at the convention's identity provider: the address to open in a browser (or a code
/// to type on another device), then the outcome; logged in, the attendee's account (name,
/// registration, roles). The address the browser ended on can be pasted back when the provider's
/// answer cannot reach this machine by itself.
@MainActor
public protocol LoginScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any LoginSceneDelegate)
    /// Shows where the login stands.
    func show(_ viewModel: LoginViewModel)
}

/// What the login scene reports.
@MainActor
public protocol LoginSceneDelegate: AnyObject {
    /// The scene is on screen.
    func loginSceneDidLoad()
    /// The user gave the address the browser ended on (empty: they say the browser is done, so the
    /// redirect should have come back by itself).
    func loginSceneDidPaste(address: String)
    /// The user asked to log in on another device instead (a code to type on a phone).
    func loginSceneDidAskForDeviceLogin()
    /// The user gave up logging in.
    func loginSceneDidCancel()
}

/// The login as display values.
public struct LoginViewModel: Hashable, Sendable {
    /// Where the login stands.
    public enum Status: Hashable, Sendable {
        /// The provider is being asked (discovery, or the tokens).
        case working(String)
        /// Open this address in a browser and log in there.
        case openAddress(BrowserStep)
        /// Type this code at this address on another device.
        case enterCode(DeviceStep)
        /// The last try failed, with why; `login` starts again.
        case failed(String)
        /// Logged in: the account.
        case loggedIn(AccountViewModel)
        /// Logging in is not possible here (the source has no attendee services), with why.
        case unavailable(String)
    }

    /// `Log in`.
    public var title: String
    /// What logging in gives and how it works.
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

/// The browser step of a login.
public struct BrowserStep: Hashable, Sendable {
    /// What to do, e.g. `Open this address in a browser and log in there:`.
    public var instruction: String
    /// The address to open, shown on a line of its own (a front end may also open it).
    public var address: String
    /// What to do once the browser is done: press Enter, or paste the address it ended on.
    public var pasteInstruction: String
    /// Said after the user said the browser was done but the answer has not come back yet.
    public var notYet: String?

    /// Creates the values.
    public init(instruction: String, address: String, pasteInstruction: String, notYet: String?) {
        self.instruction = instruction
        self.address = address
        self.pasteInstruction = pasteInstruction
        self.notYet = notYet
    }
}

/// The device step of a login (RFC 8628).
public struct DeviceStep: Hashable, Sendable {
    /// What to do, with the address and the code in it.
    public var instruction: String
    /// The address to open on the other device.
    public var address: String
    /// The code to type there.
    public var userCode: String
    /// The address with the code in it, when the provider gives one (e.g. for a QR code).
    public var completeAddress: String?

    /// Creates the values.
    public init(instruction: String, address: String, userCode: String, completeAddress: String?) {
        self.instruction = instruction
        self.address = address
        self.userCode = userCode
        self.completeAddress = completeAddress
    }
}

/// The account of the attendee logged in.
public struct AccountViewModel: Hashable, Sendable {
    /// `Logged in as Some Guy.`
    public var heading: String
    /// Lines of facts: the registration and its status, the roles, until when the login counts.
    public var facts: [String]

    /// Creates the values.
    public init(heading: String, facts: [String]) {
        self.heading = heading
        self.facts = facts
    }
}
