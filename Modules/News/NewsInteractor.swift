import ConbookCore
import ConbookModuleKit

/// Assembles the overview: countdown, running and upcoming events, today's favourites, announcements.
@MainActor
struct NewsInteractor {
    static let maximumAnnouncements = 5

    let conventionIdentifier: () -> ConventionIdentifier?
    let countdown: ConventionCountdownUseCase
    let happening: SeeRunningAndUpcomingEventsUseCase
    let todaysFavourites: SeeTodaysFavouritesUseCase
    let announcements: SeeLatestAnnouncementsUseCase
    let clock: any WallClock
    let calendar: any ConventionCalendar
    let richTextParser: any RichTextParser

    func listing() -> NewsListing {
        var sections: [(title: String, rows: [(NewsRowViewModel, Event.ID?)])] = []
        let now = clock.now
        if let days = countdown.daysUntilStart() {
            let name = conventionIdentifier()?.rawValue ?? "the convention"
            let text = days == 1 ? "1 day until \(name)" : "\(days) days until \(name)"
            sections.append(("Countdown", [(.message(text), nil)]))
        }
        let running = happening.runningEvents()
        if !running.isEmpty {
            sections.append(("Running now", running.map { (eventRow($0, status: "until \(time($0.event.end))"), $0.id) }))
        }
        let upcoming = happening.upcomingEvents()
        if !upcoming.isEmpty {
            sections.append(("Upcoming", upcoming.map { (eventRow($0, status: startsIn($0.event.start, now: now)), $0.id) }))
        }
        if countdown.daysUntilStart() == nil, isConventionDay() {
            let favourites = todaysFavourites.todaysFavourites()
            let rows: [(NewsRowViewModel, Event.ID?)] = favourites.isEmpty
                ? [(.message("No favourites today."), nil)]
                : favourites.map { (eventRow($0, status: favouriteStatus($0.event, now: now)), $0.id) }
            sections.append(("Today's favourites", rows))
        }
        let latest = announcements.latestAnnouncements(limit: Self.maximumAnnouncements)
        if !latest.isEmpty {
            sections.append(("Announcements", latest.map { (.announcement(announcementRow($0)), nil) }))
        }
        if sections.isEmpty {
            sections.append(("News", [(.message("Nothing to show right now."), nil)]))
        }
        return NewsListing(
            viewModel: NewsViewModel(sections: sections.map { NewsSectionViewModel(title: $0.title, rows: $0.rows.map(\.0)) }),
            eventIDs: sections.map { $0.rows.map(\.1) })
    }

    private func isConventionDay() -> Bool {
        todaysFavourites.isConventionDay
    }

    private func eventRow(_ scheduled: ScheduledEvent, status: String) -> NewsRowViewModel {
        .event(NewsEventRowViewModel(
            title: scheduled.event.title,
            timeRange: "\(time(scheduled.event.start))–\(time(scheduled.event.end))",
            room: scheduled.room.shortName.isEmpty ? scheduled.room.name : scheduled.room.shortName,
            status: status,
            isFavourite: scheduled.isFavourite))
    }

    private func announcementRow(_ announcement: Announcement) -> NewsAnnouncementRowViewModel {
        let posted = "\(calendar.formattedDate(calendar.calendarDate(containing: announcement.lastChanged))) \(time(announcement.lastChanged))"
        let byline = [announcement.author, announcement.area, posted].filter { !$0.isEmpty }.joined(separator: " · ")
        return NewsAnnouncementRowViewModel(
            title: announcement.title, byline: byline, text: richTextParser.parse(announcement.content, as: .automatic))
    }

    private func time(_ instant: Instant) -> String {
        calendar.formattedTime(instant)
    }

    private func startsIn(_ start: Instant, now: Instant) -> String {
        let minutes = Int((now.duration(to: start).components.seconds + 59) / 60)
        return minutes <= 1 ? "starts in 1 min" : "starts in \(minutes) min"
    }

    private func favouriteStatus(_ event: Event, now: Instant) -> String {
        if event.end <= now { return "ended" }
        if event.isRunning(at: now) { return "running until \(time(event.end))" }
        return "starts at \(time(event.start))"
    }
}
