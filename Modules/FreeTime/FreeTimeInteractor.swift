import ConbookCore
import ConbookModuleKit

/// Turns a day's free time into display values: each gap with the events that fit, and how far
/// each is from the favourite before the gap.
@MainActor
struct FreeTimeInteractor {
    let browseSchedule: BrowseScheduleUseCase
    let browseMaps: BrowseMapsUseCase
    let seeFreeTime: SeeFreeTimeUseCase
    let toggleFavourite: ToggleFavouriteUseCase
    let calendar: any ConventionCalendar
    let texts: ModuleWords<FreeTimeText>

    /// What a listing shows, and what its indexes and row ids stand for.
    struct Listing {
        let viewModel: FreeTimeViewModel
        let dayIDs: [Day.ID]
        let eventIDs: [[Event.ID]]

        /// The event of the page shown with an identity (`FreeTimeEventRowViewModel.id`); nil when
        /// the page shows none with it.
        func eventID(_ id: String) -> Event.ID? {
            eventIDs.lazy.joined().first { $0.rawValue == id }
        }
    }

    func defaultDay() -> Day.ID? {
        browseSchedule.defaultDay()?.id
    }

    func toggleFavourite(_ id: Event.ID) throws(StoreError) {
        try toggleFavourite.toggle(id)
    }

    func listing(day: Day.ID?, minimumMinutes: Int) -> Listing {
        let days = browseSchedule.days()
        let day = day.flatMap { id in days.first { $0.id == id } } ?? browseSchedule.defaultDay()
        let minimum = length(minutes: minimumMinutes)
        let gaps = day.map { seeFreeTime.freeTime(on: $0.id, atLeast: .seconds(minimumMinutes * 60)) } ?? []
        let viewModel = FreeTimeViewModel(
            days: days.map { texts(.scheduleDayTitle, ["date": calendar.formattedDate($0.date), "day": $0.name]) },
            selectedDayIndex: days.firstIndex { $0.id == day?.id }, minimumMinutes: minimumMinutes,
            heading: texts(.freeTimeHeading, ["minimum": minimum]), gaps: gaps.map(gap),
            emptyMessage: gaps.isEmpty ? emptyMessage(day: day, minimum: minimum) : nil)
        return Listing(viewModel: viewModel, dayIDs: days.map(\.id), eventIDs: gaps.map { $0.fitting.map(\.id) })
    }

    private func emptyMessage(day: Day?, minimum: String) -> String {
        guard let day else { return texts(.freeTimeNoSchedule) }
        let favourites = browseSchedule.events(on: day.id, filteredBy: ScheduleFilter(favouritesOnly: true))
        return favourites.filter { !$0.event.isCancelled }.count < 2
            ? texts(.freeTimeNoFavourites) : texts(.freeTimeNoGaps, ["minimum": minimum])
    }

    private func gap(_ free: FreeTime) -> FreeTimeGapViewModel {
        let length = Int(free.length.components.seconds / 60)
        return FreeTimeGapViewModel(
            title: texts(
                .freeTimeGap,
                ["times": calendar.formattedTimes(from: free.start, to: free.end), "length": self.length(minutes: length)]),
            between: texts(.freeTimeBetween, ["after": favourite(free.after), "before": favourite(free.before)]),
            rows: free.fitting.map { row($0, after: free.after) },
            emptyMessage: free.fitting.isEmpty ? texts(.freeTimeNothingFits) : nil)
    }

    private func favourite(_ scheduled: ScheduledEvent) -> String {
        texts(.freeTimeFavourite, ["title": scheduled.event.title, "room": scheduled.room.listedName])
    }

    private func row(_ scheduled: ScheduledEvent, after: ScheduledEvent) -> FreeTimeEventRowViewModel {
        FreeTimeEventRowViewModel(
            id: scheduled.event.id.rawValue,
            title: scheduled.event.title,
            timeRange: calendar.formattedTimes(from: scheduled.event.start, to: scheduled.event.end),
            room: scheduled.room.listedName,
            distance: distance(from: after.room, to: scheduled.room),
            isFavourite: scheduled.isFavourite)
    }

    /// How far a room is from the one before, in words; nil when the maps do not say.
    private func distance(from before: Room, to room: Room) -> String? {
        let from = ["room": before.listedName]
        return switch browseMaps.distance(from: before.id, to: room.id) {
        case .sameRoom: texts(.freeTimeSameRoom, from)
        case .shortWalk(let map): texts(.freeTimeShortWalk, from.merging(["map": mapName(map)]) { $1 })
        case .acrossMap(let map): texts(.freeTimeAcrossMap, from.merging(["map": mapName(map)]) { $1 })
        case .differentMaps(let one, let other):
            texts(.freeTimeOtherMap, from.merging(["from": mapName(one), "to": mapName(other)]) { $1 })
        case nil: nil
        }
    }

    private func mapName(_ map: ConventionMap) -> String {
        DisplayText.trimmed(map.description)
    }

    /// A length in minutes, in words: `45 min`, `2 h`, `1 h 30 min`.
    private func length(minutes: Int) -> String {
        switch (minutes / 60, minutes % 60) {
        case (0, let rest): texts(.freeTimeMinutes, ["minutes": "\(rest)"])
        case (let hours, 0): texts(.freeTimeHours, ["hours": "\(hours)"])
        case (let hours, let rest): texts(.freeTimeHoursAndMinutes, ["hours": "\(hours)", "minutes": "\(rest)"])
        }
    }
}
