import ConbookCore
import ConbookModuleKit

/// Turns what runs now and what starts soon into display values, with the identities behind
/// the rows.
@MainActor
struct WhatsOnInteractor {
    /// The view model, and the events behind its rows by their identities.
    struct Listing {
        var viewModel: WhatsOnViewModel
        var eventIDs: [String: Event.ID]
    }

    let happening: SeeRunningAndUpcomingEventsUseCase
    let calendar: any ConventionCalendar
    let clock: any WallClock
    let toggleFavourite: ToggleFavouriteUseCase
    let texts: ModuleWords<WhatsOnText>

    /// What is on now, and what starts within so many minutes.
    func listing(windowMinutes: Int) -> Listing {
        let now = clock.now
        let window = Duration.seconds(windowMinutes * 60)
        let until = calendar.formattedTime(now.advanced(by: window))
        let running = happening.runningEvents()
        let starting = happening.upcomingEvents(within: window)
        let minutes = ["minutes": "\(windowMinutes)"]
        var sections: [WhatsOnSectionViewModel] = []
        if !running.isEmpty {
            sections.append(
                WhatsOnSectionViewModel(
                    title: texts(.whatsOnRunning),
                    rows: running.map { row($0, when: texts(.whatsOnMinutesLeft, ["minutes": wholeMinutes(now, $0.event.end)])) })
            )
        }
        if !starting.isEmpty {
            sections.append(
                WhatsOnSectionViewModel(
                    title: texts(.whatsOnStarting, ["until": until]),
                    rows: starting.map { row($0, when: startsIn(now, $0.event.start)) }))
        }
        let viewModel = WhatsOnViewModel(
            heading: texts(.whatsOnHeading, minutes.merging(["time": calendar.formattedTime(now), "until": until]) { $1 }),
            windowMinutes: windowMinutes, sections: sections,
            emptyMessage: sections.isEmpty ? texts(.whatsOnNothing, minutes) : nil)
        let ids = (running + starting).map { ($0.event.id.rawValue, $0.event.id) }
        return Listing(viewModel: viewModel, eventIDs: Dictionary(ids) { first, _ in first })
    }

    /// Marks or unmarks a favourite.
    func toggleFavourite(_ event: Event.ID) throws(StoreError) {
        _ = try toggleFavourite.toggle(event)
    }

    private func row(_ scheduled: ScheduledEvent, when: String) -> WhatsOnRowViewModel {
        WhatsOnRowViewModel(
            id: scheduled.event.id.rawValue, title: scheduled.event.title,
            timeRange: calendar.formattedTimes(from: scheduled.event.start, to: scheduled.event.end), when: when,
            room: scheduled.room.listedName, isFavourite: scheduled.isFavourite)
    }

    private func startsIn(_ now: Instant, _ start: Instant) -> String {
        let minutes = wholeMinutes(now, start)
        return minutes == "0" ? texts(.whatsOnStartsNow) : texts(.whatsOnStartsIn, ["minutes": minutes])
    }

    /// The whole minutes from one instant to a later one, rounded up (an event ending in 30 s has
    /// 1 minute left).
    private func wholeMinutes(_ from: Instant, _ to: Instant) -> String {
        let seconds = max(0, from.duration(to: to).components.seconds)
        return "\((seconds + 59) / 60)"
    }
}
