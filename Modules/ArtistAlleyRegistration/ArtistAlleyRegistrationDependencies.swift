public import ConbookCore
public import ConbookModuleKit

/// What the ArtistAlleyRegistration module uses of the Core, and all its builder is given:
/// `Conbook` provides it.
@MainActor
public protocol ArtistAlleyRegistrationDependencies: ModuleDependencies {
    /// Logs the attendee in and out (for who is logged in).
    var login: LoginUseCase { get }
    /// The attendee's own artist alley registration.
    var artistAlleyRegistration: ArtistAlleyRegistrationUseCase { get }
}

extension Conbook: ArtistAlleyRegistrationDependencies {}
