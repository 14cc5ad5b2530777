/// What the login module reports to whoever shows it (the Director).
@MainActor
public protocol LoginModuleDelegate: AnyObject {
    /// The attendee is logged in (also when they already were).
    func loginModuleDidLogIn()
    /// The user gave up logging in.
    func loginModuleDidCancel()
}
