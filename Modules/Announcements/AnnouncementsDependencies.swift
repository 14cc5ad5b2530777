public import ConbookCore
public import ConbookModuleKit

/// What the Announcements module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol AnnouncementsDependencies: ModuleDependencies {
    /// Lists every announcement: the current ones, the expired ones apart.
    var browseAnnouncements: BrowseAnnouncementsUseCase { get }
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
}

extension Conbook: AnnouncementsDependencies {}
