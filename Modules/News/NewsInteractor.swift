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
    let seeFreeTime: SeeFreeTimeUseCase
    let removedFavourites: SeeRemovedFavouritesUseCase
    let announcements: SeeLatestAnnouncementsUseCase
    let login: LoginUseCase
    let privateMessages: PrivateMessagesUseCase
    let clock: any WallClock
    let calendar: any ConventionCalendar
    let richTextParser: any RichTextParser
    let texts: ModuleWords<NewsText>

    func listing() -> NewsListing {
        var sections: [(title: String, rows: [(NewsRowViewModel, NewsListing.Target?)])] = []
        let now = clock.now
        if let yourConvention = yourConvention() {
            sections.append((texts(.newsYourConvention), [(.message(yourConvention), nil)]))
        }
        if let days = countdown.daysUntilStart() {
            let count = DisplayText.grouped(days, in: texts.language)
            let text =
                conventionIdentifier().map {
                    texts(.newsCountdown, ["count": count, "convention": $0.rawValue])
                } ?? texts(.newsCountdownToTheConvention, ["count": count])
            sections.append((texts(.newsCountdownSection), [(.message(text), nil)]))
        }
        let firstEvents = PageRange(offset: 0, limit: Self.maximumEventsPerSection)
        let running = happening.runningEvents(in: firstEvents)
        if !running.events.isEmpty {
            let rows = running.events.map {
                (eventRow($0, status: texts(.newsRunningUntil, ["time": time($0.event.end)])), NewsListing.Target.event($0.id))
            }
            sections.append((texts(.newsRunningNow), rows + moreNote(running, .newsMoreRunningNow)))
        }
        let upcoming = happening.upcomingEvents(in: firstEvents)
        if !upcoming.events.isEmpty {
            let rows = upcoming.events.map {
                (eventRow($0, status: startsIn($0.event.start, now: now)), NewsListing.Target.event($0.id))
            }
            sections.append((texts(.newsUpcoming), rows + moreNote(upcoming, .newsMoreInTheNextHour)))
        }
        if countdown.daysUntilStart() == nil, isConventionDay() {
            let favourites = todaysFavourites.todaysFavourites()
            let clashes = favourites.isEmpty ? [:] : seeClashes.clashesByFavourite()
            var rows: [(NewsRowViewModel, NewsListing.Target?)] =
                favourites.isEmpty
                ? [(.message(texts(.newsNoFavouritesToday)), nil)]
                : favourites.map { (eventRow($0, status: favouriteStatus($0, now: now, clashes: clashes)), .event($0.id)) }
            if let free = seeFreeTime.nextFreeTime() {
                rows.append((.message(freeTimeLine(free, now: now)), nil))
            }
            sections.append((texts(.newsTodaysFavourites), rows))
        }
        let removed = removedFavourites.removedFavourites()
        if !removed.isEmpty {
            sections.append((texts(.newsRemovedFavourites), removed.map { (removedRow($0), .event($0.id)) }))
        }
        let latest = announcements.latestAnnouncements(limit: Self.maximumAnnouncements)
        if !latest.isEmpty {
            let unread = latest.count(where: { !announcements.isRead($0) })
            let title =
                unread == 0
                ? texts(.newsAnnouncements)
                : texts(.newsAnnouncementsUnread, ["unread": DisplayText.grouped(unread, in: texts.language)])
            sections.append((title, latest.map { (.announcement(announcementRow($0)), .announcement($0.id)) }))
        }
        if sections.isEmpty {
            sections.append((texts(.newsNews), [(.message(texts(.newsNothingToShow)), nil)]))
        }
        return NewsListing(
            viewModel: NewsViewModel(sections: sections.map { NewsSectionViewModel(title: $0.title, rows: $0.rows.map(\.0)) }),
            targets: sections.map { $0.rows.map(\.1) })
    }

    /// Today's free time under way or next, e.g. `Free until 15:00: 3 events fit`.
    private func freeTimeLine(_ free: FreeTime, now: Instant) -> String {
        let count = free.fitting.count
        let fits =
            switch count {
            case 0: texts(.newsFreeNothingFits)
            case 1: texts(.newsFreeOneFits)
            default: texts(.newsFreeSomeFit, ["count": DisplayText.grouped(count, in: texts.language)])
            }
        return free.start <= now
            ? texts(.newsFreeUntil, ["time": time(free.end), "fits": fits])
            : texts(.newsFreeFrom, ["start": time(free.start), "end": time(free.end), "fits": fits])
    }

    /// A note row when a section shows only part of its events.
    /// What News says of the attendee's messages; nil for a source without them.
    private func yourConvention() -> String? {
        switch login.status() {
        case .notOffered:
            return nil
        case .loggedOut, .sessionEnded:
            return texts(.messagesLogInPrompt)
        case .loggedIn:
            let unread = privateMessages.unreadCount
            return unread == 0
                ? texts(.newsNoUnreadMessages)
                : texts(.newsUnreadMessages, ["count": DisplayText.grouped(unread, in: texts.language)])
        }
    }

    private func moreNote(_ page: ScheduledEventPage, _ key: NewsText) -> [(NewsRowViewModel, NewsListing.Target?)] {
        let more = page.totalCount - page.events.count
        guard more > 0 else { return [] }
        // A count that is a lower bound (a very full convention) reads "500+".
        let count = DisplayText.grouped(more, in: texts.language) + (page.isCountComplete ? "" : "+")
        return [(.message(texts(key, ["count": count])), nil)]
    }

    func markRead(_ ids: [Announcement.ID]) throws(StoreError) {
        try announcements.markAsRead(ids)
    }

    private func removedRow(_ removed: RemovedFavourite) -> NewsRowViewModel {
        let event = removed.event
        return .event(
            NewsEventRowViewModel(
                id: event.id.rawValue,
                title: event.title,
                timeRange:
                    "\(calendar.formattedDate(containing: event.start)) \(calendar.formattedTimes(from: event.start, to: event.end))",
                room: removed.room?.listedName ?? "",
                status: texts(.newsRemovedFromSchedule),
                isFavourite: true))
    }

    private func isConventionDay() -> Bool {
        todaysFavourites.isConventionDay
    }

    private func eventRow(_ scheduled: ScheduledEvent, status: String) -> NewsRowViewModel {
        .event(
            NewsEventRowViewModel(
                id: scheduled.event.id.rawValue,
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
            id: announcement.id.rawValue, title: announcement.title, byline: byline,
            text: richTextParser.formattedForDisplay(announcement.content, in: texts.shared) ?? RichText([]),
            isUnread: !announcements.isRead(announcement))
    }

    private func time(_ instant: Instant) -> String {
        calendar.formattedTime(instant)
    }

    private func startsIn(_ start: Instant, now: Instant) -> String {
        let minutes = Int((now.duration(to: start).components.seconds + 59) / 60)
        return texts(.newsStartsIn, ["minutes": DisplayText.grouped(max(minutes, 1), in: texts.language)])
    }

    /// `starts at 14:30`, with the favourites it gives way to when it clashes (and has not ended):
    /// `starts at 14:30 · clashes with Art Show Tour`.
    private func favouriteStatus(_ scheduled: ScheduledEvent, now: Instant, clashes: [Event.ID: [Clash]]) -> String {
        let event = scheduled.event
        if event.end <= now { return texts(.newsEnded) }
        let status =
            event.isRunning(at: now)
            ? texts(.newsFavouriteRunningUntil, ["time": time(event.end)])
            : texts(.newsFavouriteStartsAt, ["time": time(event.start)])
        guard let clash = ClashWording.note(for: clashes[event.id] ?? [], in: texts.shared) else { return status }
        return "\(status) · \(clash)"
    }
}
