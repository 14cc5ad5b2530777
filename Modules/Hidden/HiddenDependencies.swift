public import ConbookCore
public import ConbookModuleKit

/// What the Hidden module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol HiddenDependencies: ModuleDependencies {
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Lists what is hidden and shows it again.
    var hideItems: HideItemsUseCase { get }
}

extension Conbook: HiddenDependencies {}
