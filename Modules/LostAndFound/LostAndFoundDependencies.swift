public import ConbookCore
public import ConbookModuleKit

/// What the Lost & Found module uses of the Core, and all its builder is given: `Conbook` provides
/// it.
@MainActor
public protocol LostAndFoundDependencies: ModuleDependencies {
    /// The convention's local calendar, for the times shown.
    var calendar: any ConventionCalendar { get }
    /// Logs the attendee in and out (the list needs a login).
    var login: LoginUseCase { get }
    /// Fetches the convention's lost & found.
    var browseLostAndFound: BrowseLostAndFoundUseCase { get }
    /// Finds where the pictures' links lead.
    var followLink: FollowLinkUseCase { get }
}

extension Conbook: LostAndFoundDependencies {}
