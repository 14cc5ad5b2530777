import ConbookCore
import ConbookModuleKit

/// Turns a day of the schedule into the timetable's display values.
@MainActor
struct TimetableInteractor {
    let browseSchedule: BrowseScheduleUseCase
    let seeClashes: SeeClashesUseCase
    let clock: any WallClock
    let calendar: any ConventionCalendar
    let texts: TextCatalogue<ModuleText>

    /// What a listing shows, and what its indexes and event ids stand for.
    struct Listing {
        let viewModel: TimetableViewModel
        let dayIDs: [Day.ID]
        let eventIDs: [Event.ID]
        let roomIDs: [Room.ID]

        /// The event of the day shown with an identity (`TimetableEventViewModel.id`); nil when
        /// the day shows none with it.
        func eventID(_ id: String) -> Event.ID? {
            eventIDs.first { $0.rawValue == id }
        }
    }

    func defaultDay() -> Day.ID? {
        browseSchedule.defaultDay()?.id
    }

    func listing(day: Day.ID?, chosenRooms: [Room.ID]) -> Listing {
        let days = browseSchedule.days()
        let day = day.flatMap { id in days.first { $0.id == id } } ?? browseSchedule.defaultDay()
        let events = day.map { browseSchedule.events(on: $0.id) } ?? []
        let grid = TimetableGrid(events: events, chosenRooms: chosenRooms)
        let clashes = events.contains(where: \.isFavourite) ? seeClashes.clashesByFavourite() : [:]
        var shownEvents: [ScheduledEvent] = []
        var indexes: [Event.ID: Int] = [:]
        for event in grid.columns.flatMap(\.events).sorted(by: { EventQuery.isInScheduleOrder($0.event, $1.event) })
        where indexes[event.id] == nil {
            indexes[event.id] = shownEvents.count
            shownEvents.append(event)
        }
        let now = clock.now
        let isToday = day.map { $0.date == calendar.calendarDate(containing: now) } ?? false
        let chosenIndexes = chosenRooms.compactMap { id in grid.rooms.firstIndex { $0.id == id } }
        let viewModel = TimetableViewModel(
            days: days.map { texts(.scheduleDayTitle, ["date": calendar.formattedDate($0.date), "day": $0.name]) },
            selectedDayIndex: day.flatMap { day in days.firstIndex { $0.id == day.id } },
            slotTimes: (0..<grid.slotCount).map { calendar.formattedTime(grid.start.advanced(by: TimetableGrid.slot * $0)) },
            columns: grid.columns.map { column in
                TimetableColumnViewModel(title: column.room.listedName, eventIndexes: column.events.compactMap { indexes[$0.id] })
            },
            events: shownEvents.map { event in
                let slots = grid.slots(of: event.event)
                return TimetableEventViewModel(
                    id: event.id.rawValue, title: event.event.title,
                    timeRange: calendar.formattedTimes(from: event.event.start, to: event.event.end),
                    firstSlot: slots.first, slotCount: slots.count, isFavourite: event.isFavourite,
                    isClashing: clashes[event.id]?.contains(where: \.isFlagged) ?? false,
                    friends: WhoElseGoes.note(for: event.friends))
            },
            nowSlot: isToday ? grid.slot(containing: now) : nil,
            roomNames: grid.rooms.map(\.listedName),
            chosenRoomIndexes: chosenIndexes,
            emptyMessage: day == nil ? texts(.scheduleEmpty) : events.isEmpty ? texts(.scheduleNoEventsToday) : nil)
        return Listing(
            viewModel: viewModel, dayIDs: days.map(\.id), eventIDs: shownEvents.map(\.id), roomIDs: grid.rooms.map(\.id))
    }
}
