/// What the Pass module reports to whoever shows it (the Director).
@MainActor
public protocol PassModuleDelegate: AnyObject {
    /// The user asked to log in (to see their pass).
    func passModuleDidAskToLogIn()
}
