/// What the artist alley registration module tells whoever shows it.
@MainActor
public protocol ArtistAlleyRegistrationModuleDelegate: AnyObject {
    /// The user asked to log in.
    func artistAlleyRegistrationModuleDidAskToLogIn()
}
