public import ConbookCore
public import ConbookModuleKit

/// What the Login module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol LoginDependencies: ModuleDependencies {
    /// The convention's local calendar, for times shown.
    var calendar: any ConventionCalendar { get }
    /// Logs the attendee in and out.
    var login: LoginUseCase { get }
}

extension Conbook: LoginDependencies {}
