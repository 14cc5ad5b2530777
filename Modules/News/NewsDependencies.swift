public import ConbookCore
public import ConbookModuleKit

/// What the News module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol NewsDependencies: ModuleDependencies {
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// The clock every use case reads.
    var clock: any WallClock { get }
    /// Counts down to the convention.
    var conventionCountdown: ConventionCountdownUseCase { get }
    /// The stored convention's identifier, if any.
    var conventionIdentifier: ConventionIdentifier? { get }
    /// Logs the attendee in and out.
    var login: LoginUseCase { get }
    /// The attendee's private messages.
    var privateMessages: PrivateMessagesUseCase { get }
    /// Syncs with the data source.
    var refreshConvention: RefreshConventionUseCase { get }
    /// Turns the sources' Markdown or HTML into rich text for display.
    var richTextParser: any RichTextParser { get }
    /// Finds favourites that overlap, and keeps the user's priorities.
    var seeClashes: SeeClashesUseCase { get }
    /// Finds the gaps between favourites and what would fill them.
    var seeFreeTime: SeeFreeTimeUseCase { get }
    /// Shows the organisers' announcements.
    var seeLatestAnnouncements: SeeLatestAnnouncementsUseCase { get }
    /// Shows favourites that were taken off the schedule.
    var seeRemovedFavourites: SeeRemovedFavouritesUseCase { get }
    /// Shows what is on now and soon.
    var seeRunningAndUpcomingEvents: SeeRunningAndUpcomingEventsUseCase { get }
    /// Shows today's favourites.
    var seeTodaysFavourites: SeeTodaysFavouritesUseCase { get }
}

extension Conbook: NewsDependencies {}
