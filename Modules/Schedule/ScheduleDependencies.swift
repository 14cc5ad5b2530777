public import ConbookCore
public import ConbookModuleKit

/// What the Schedule module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol ScheduleDependencies: ModuleDependencies {
    /// Hides rooms, tracks and languages.
    var hideItems: HideItemsUseCase { get }
    /// Browses the schedule day by day.
    var browseSchedule: BrowseScheduleUseCase { get }
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Syncs with the data source.
    var refreshConvention: RefreshConventionUseCase { get }
    /// Searches events.
    var searchEvents: SearchEventsUseCase { get }
    /// Finds favourites that overlap, and keeps the user's priorities.
    var seeClashes: SeeClashesUseCase { get }
    /// The friends' lists kept, to filter by a friend.
    var friendsLists: FriendsListsUseCase { get }
    /// Finds the people a search names, to open their pages.
    var people: BrowsePeopleUseCase { get }
}

extension Conbook: ScheduleDependencies {}
