public import ConbookCore

/// What the Announcements module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol AnnouncementsDependencies: AnyObject {
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
    /// Lists every announcement: the current ones, the expired ones apart.
    var browseAnnouncements: BrowseAnnouncementsUseCase { get }
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// The language the modules word their display values in.
    var language: Language { get }
}

extension Conbook: AnnouncementsDependencies {}
