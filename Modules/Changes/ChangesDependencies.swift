public import ConbookCore
public import ConbookModuleKit

/// What the Changes module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol ChangesDependencies: ModuleDependencies {
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// The stored convention without its events (days, rooms, tracks, announcements, change
    /// marks, how many events there are), or nil before the first sync. Cheap: it is kept in memory.
    var outline: ConventionOutline? { get }
    /// Finds favourites that overlap, and keeps the user's priorities.
    var seeClashes: SeeClashesUseCase { get }
    /// Shows what the last schedule change changed.
    var seeScheduleChanges: SeeScheduleChangesUseCase { get }
}

extension Conbook: ChangesDependencies {}
