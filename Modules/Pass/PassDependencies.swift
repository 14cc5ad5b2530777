public import ConbookCore
public import ConbookModuleKit

/// What the Pass module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol PassDependencies: ModuleDependencies {
    /// Logs the attendee in and out (for who is logged in).
    var login: LoginUseCase { get }
    /// Fetches the attendee's badge pass.
    var showBadgePass: ShowBadgePassUseCase { get }
}

extension Conbook: PassDependencies {}
