public import ConbookCore
public import ConbookModuleKit

/// What the Timetable module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol TimetableDependencies: ModuleDependencies {
    /// Browses the schedule day by day.
    var browseSchedule: BrowseScheduleUseCase { get }
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// The clock every use case reads.
    var clock: any WallClock { get }
    /// Finds favourites that overlap, and keeps the user's priorities.
    var seeClashes: SeeClashesUseCase { get }
}

extension Conbook: TimetableDependencies {}
