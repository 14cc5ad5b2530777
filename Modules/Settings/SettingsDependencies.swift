public import ConbookCore
public import ConbookModuleKit

/// What the Settings module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol SettingsDependencies: ModuleDependencies {
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Sees and changes the user's settings, and clears the convention's data.
    var changeSettings: ChangeSettingsUseCase { get }
    /// Says what the stored convention is and holds (for About).
    var seeConventionSummary: SeeConventionSummaryUseCase { get }
}

extension Conbook: SettingsDependencies {}
