public import ConbookCore
public import ConbookModuleKit

/// What the About module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol AboutDependencies: ModuleDependencies {
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Says what the stored convention is and holds (for About).
    var seeConventionSummary: SeeConventionSummaryUseCase { get }
}

extension Conbook: AboutDependencies {}
