public import ConbookCore
public import ConbookModuleKit

/// What the What's on module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol WhatsOnDependencies: ModuleDependencies {
    /// What runs now and what starts soon.
    var seeRunningAndUpcomingEvents: SeeRunningAndUpcomingEventsUseCase { get }
    /// The convention's local calendar, for times.
    var calendar: any ConventionCalendar { get }
    /// The wall clock, for how long an event still runs or how soon it starts.
    var clock: any WallClock { get }
    /// Marks favourites.
    var toggleFavourite: ToggleFavouriteUseCase { get }
}

extension Conbook: WhatsOnDependencies {}
