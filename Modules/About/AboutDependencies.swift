public import ConbookCore

/// What the About module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol AboutDependencies: AnyObject {
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// The language the modules word their display values in.
    var language: Language { get }
    /// Says what the stored convention is and holds (for About).
    var seeConventionSummary: SeeConventionSummaryUseCase { get }
}

extension Conbook: AboutDependencies {}
