public import ConbookCore

/// What the Login module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol LoginDependencies: AnyObject {
    /// The language the modules word their display values in.
    var language: Language { get }
    /// Logs the attendee in and out.
    var login: LoginUseCase { get }
}

extension Conbook: LoginDependencies {}
