public import ConbookCore

/// What the Settings module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol SettingsDependencies: AnyObject {
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Sees and changes the user's settings, and clears the convention's data.
    var changeSettings: ChangeSettingsUseCase { get }
    /// The language the modules word their display values in.
    var language: Language { get }
    /// Says what the stored convention is and holds (for About).
    var seeConventionSummary: SeeConventionSummaryUseCase { get }
}

extension Conbook: SettingsDependencies {}
