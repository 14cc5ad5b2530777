import ConbookCore
import ConbookModuleKit

/// Assembles News: the attendee's own (their messages, or how to see them), countdown, running and
/// upcoming events, today's favourites, announcements.
@MainActor
struct NewsInteractor {
    static let maximumAnnouncements = 5
    /// The most events a section of what runs or comes next lists; a note says how many more.
    static let maximumEventsPerSection = 20

    let conventionIdentifier: () -> ConventionIdentifier?
    let countdown: ConventionCountdownUseCase
    let happening: SeeRunningAndUpcomingEventsUseCase
    let todaysFavourites: SeeTodaysFavouritesUseCase
    let seeClashes: SeeClashesUseCase
    let removedFavourites: SeeRemovedFavouritesUseCase
    let announcements: SeeLatestAnnouncementsUseCase
    let login: LoginUseCase
    let privateMessages: PrivateMessagesUseCase
    let clock: any WallClock
    let calendar: any ConventionCalendar
    let richTextParser: any RichTextParser

    func listing() -> NewsListing {
        var sections: [(title: String, rows: [(NewsRowViewModel, NewsListing.Target?)])] = []
        let now = clock.now
        if let yourConvention = yourConvention() {
            sections.append(("Your convention", [(.message(yourConvention), nil)]))
        }
        if let days = countdown.daysUntilStart() {
            let name = conventionIdentifier()?.rawValue ?? "the convention"
            let text = days == 1 ? "1 day until \(name)" : "\(days) days until \(name)"
            sections.append(("Countdown", [(.message(text), nil)]))
        }
        let firstEvents = PageRange(offset: 0, limit: Self.maximumEventsPerSection)
        let running = happening.runningEvents(in: firstEvents)
        if !running.events.isEmpty {
            let rows = running.events.map { (eventRow($0, status: "until \(time($0.event.end))"), NewsListing.Target.event($0.id)) }
            sections.append(("Running now", rows + moreNote(running, "running now")))
        }
        let upcoming = happening.upcomingEvents(in: firstEvents)
        if !upcoming.events.isEmpty {
            let rows = upcoming.events.map { (eventRow($0, status: startsIn($0.event.start, now: now)), NewsListing.Target.event($0.id)) }
            sections.append(("Upcoming", rows + moreNote(upcoming, "in the next hour")))
        }
        if countdown.daysUntilStart() == nil, isConventionDay() {
            let favourites = todaysFavourites.todaysFavourites()
            let clashes = favourites.isEmpty ? [:] : seeClashes.clashesByFavourite()
            let rows: [(NewsRowViewModel, NewsListing.Target?)] = favourites.isEmpty
                ? [(.message("No favourites today."), nil)]
                : favourites.map { (eventRow($0, status: favouriteStatus($0, now: now, clashes: clashes)), .event($0.id)) }
            sections.append(("Today's favourites", rows))
        }
        let removed = removedFavourites.removedFavourites()
        if !removed.isEmpty {
            sections.append(("Favourites removed from the schedule", removed.map { (removedRow($0), .event($0.id)) }))
        }
        let latest = announcements.latestAnnouncements(limit: Self.maximumAnnouncements)
        if !latest.isEmpty {
            let unread = latest.count(where: { !announcements.isRead($0) })
            let title = unread == 0 ? "Announcements" : "Announcements · \(unread) unread"
            sections.append((title, latest.map { (.announcement(announcementRow($0)), .announcement($0.id)) }))
        }
        if sections.isEmpty {
            sections.append(("News", [(.message("Nothing to show right now."), nil)]))
        }
        return NewsListing(
            viewModel: NewsViewModel(sections: sections.map { NewsSectionViewModel(title: $0.title, rows: $0.rows.map(\.0)) }),
            targets: sections.map { $0.rows.map(\.1) })
    }

    /// A note row when a section shows only part of its events.
    /// What News says of the attendee's messages; nil for a source without them.
    private func yourConvention() -> String? {
        switch login.status() {
        case .notOffered:
            return nil
        case .loggedOut, .expired:
            return "Log in to see your messages (`login`)."
        case .loggedIn:
            let unread = privateMessages.unreadCount
            return switch unread {
            case 0: "No unread messages."
            case 1: "1 unread message (`tab messages`)."
            default: "\(DisplayText.grouped(unread)) unread messages (`tab messages`)."
            }
        }
    }

    private func moreNote(_ page: ScheduledEventPage, _ what: String) -> [(NewsRowViewModel, NewsListing.Target?)] {
        let more = page.totalCount - page.events.count
        guard more > 0 else { return [] }
        return [(.message("… and \(more) more \(what): the Schedule lists them all."), nil)]
    }

    func markRead(_ ids: [Announcement.ID]) throws(StoreError) {
        try announcements.markAsRead(ids)
    }

    private func removedRow(_ removed: RemovedFavourite) -> NewsRowViewModel {
        let event = removed.event
        return .event(NewsEventRowViewModel(
            title: event.title,
            timeRange: "\(calendar.formattedDate(containing: event.start)) \(calendar.formattedTimes(from: event.start, to: event.end))",
            room: removed.room?.listedName ?? "",
            status: "removed from the schedule",
            isFavourite: true))
    }

    private func isConventionDay() -> Bool {
        todaysFavourites.isConventionDay
    }

    private func eventRow(_ scheduled: ScheduledEvent, status: String) -> NewsRowViewModel {
        .event(NewsEventRowViewModel(
            title: scheduled.event.title,
            timeRange: calendar.formattedTimes(from: scheduled.event.start, to: scheduled.event.end),
            room: scheduled.room.listedName,
            status: status,
            isFavourite: scheduled.isFavourite))
    }

    private func announcementRow(_ announcement: Announcement) -> NewsAnnouncementRowViewModel {
        let posted = calendar.formattedDateAndTime(announcement.lastChanged)
        let byline = [announcement.author, announcement.area, posted].filter { !$0.isEmpty }.joined(separator: " · ")
        return NewsAnnouncementRowViewModel(
            title: announcement.title, byline: byline, text: richTextParser.formattedForDisplay(announcement.content) ?? RichText([]),
            isUnread: !announcements.isRead(announcement))
    }

    private func time(_ instant: Instant) -> String {
        calendar.formattedTime(instant)
    }

    private func startsIn(_ start: Instant, now: Instant) -> String {
        let minutes = Int((now.duration(to: start).components.seconds + 59) / 60)
        return minutes <= 1 ? "starts in 1 min" : "starts in \(minutes) min"
    }

    /// `starts at 14:30`, with the favourites it gives way to when it clashes (and has not ended):
    /// `starts at 14:30 · clashes with Art Show Tour`.
    private func favouriteStatus(_ scheduled: ScheduledEvent, now: Instant, clashes: [Event.ID: [Clash]]) -> String {
        let event = scheduled.event
        if event.end <= now { return "ended" }
        let status = event.isRunning(at: now) ? "running until \(time(event.end))" : "starts at \(time(event.start))"
        guard let clash = ClashWording.note(for: clashes[event.id] ?? []) else { return status }
        return "\(status) · \(clash)"
    }
}
