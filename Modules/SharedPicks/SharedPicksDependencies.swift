public import ConbookCore
public import ConbookModuleKit

/// What the Shared picks module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol SharedPicksDependencies: ModuleDependencies {
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// The convention's name and time zone, when the source gave them.
    var details: ConventionDetails? { get }
    /// The stored convention's identifier, if any.
    var conventionIdentifier: ConventionIdentifier? { get }
    /// Shares the favourites as a short code, and takes over a friend's picks from theirs.
    var sharePicks: SharePicksUseCase { get }
    /// Keeps a friend's picks as a named list.
    var friendsLists: FriendsListsUseCase { get }
}

extension Conbook: SharedPicksDependencies {}
