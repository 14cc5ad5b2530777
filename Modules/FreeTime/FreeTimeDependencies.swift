public import ConbookCore
public import ConbookModuleKit

/// What the FreeTime module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol FreeTimeDependencies: ModuleDependencies {
    /// Browses the schedule day by day.
    var browseSchedule: BrowseScheduleUseCase { get }
    /// Shows the maps and finds rooms on them (for how far apart rooms are).
    var browseMaps: BrowseMapsUseCase { get }
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Finds the gaps between favourites and what would fill them.
    var seeFreeTime: SeeFreeTimeUseCase { get }
    /// Marks favourites.
    var toggleFavourite: ToggleFavouriteUseCase { get }
}

extension Conbook: FreeTimeDependencies {}
