import ConbookCore
import ConbookModuleKit

/// Turns the schedule's state into display values, through the Core's browse and search use cases:
/// display rows are made for the page shown only, so their cost grows with the page size, not the day.
@MainActor
struct ScheduleInteractor {
    let browseSchedule: BrowseScheduleUseCase
    let searchEvents: SearchEventsUseCase
    let seeClashes: SeeClashesUseCase
    let hideItems: HideItemsUseCase
    let friendsLists: FriendsListsUseCase
    let people: BrowsePeopleUseCase
    let calendar: any ConventionCalendar
    let texts: ModuleWords<ScheduleText>
    /// How many events a page lists.
    let pageSize: Int

    func defaultDay() -> Day.ID? {
        browseSchedule.defaultDay()?.id
    }

    /// Hides what the user chose to skip.
    func hide(_ items: HiddenItems) throws(StoreError) {
        try hideItems.hide(items)
    }

    /// The state with choices that no longer exist (after a sync) put back to sensible values.
    func reconciled(_ state: ScheduleState) -> ScheduleState {
        var state = state
        let days = browseSchedule.days()
        if state.selectedDay.map({ id in !days.contains { $0.id == id } }) ?? true {
            state.selectedDay = defaultDay()
        }
        if let track = state.filter.track, !browseSchedule.tracks().contains(where: { $0.id == track }) {
            state.filter.track = nil
        }
        if let room = state.filter.room, !browseSchedule.rooms().contains(where: { $0.id == room }) {
            state.filter.room = nil
        }
        if let friend = state.filter.friend {
            state.filter.friend = friendsLists.lists.keptName(for: friend)
        }
        return state
    }

    /// The most people a search lists above its events (the People section's search lists all).
    static let peopleFoundLimit = 5

    func listing(for state: ScheduleState) -> ScheduleListing {
        let days = browseSchedule.days()
        let tracks = browseSchedule.tracks()
        let rooms = browseSchedule.rooms()
        let friends = friendsLists.lists.names
        let (page, events) = pageOfEvents(for: state)
        let groups = groupedByStart(events)
        // Clashes are read (the favourites, once) only when the page lists a favourite.
        let clashes = events.contains(where: \.isFavourite) ? seeClashes.clashesByFavourite() : [:]
        let selectedDay = days.first { $0.id == state.selectedDay }
        let people =
            state.isSearching
            ? Array(people.people(matching: DisplayText.trimmed(state.searchText)).prefix(Self.peopleFoundLimit).map(\.name))
            : []
        let viewModel = ScheduleViewModel(
            days: days.map(dayTitle),
            selectedDayIndex: state.isSearching ? nil : days.firstIndex { $0.id == state.selectedDay },
            searchText: state.isSearching ? state.searchText : "",
            isFavouritesOnly: state.filter.favouritesOnly,
            trackNames: tracks.map(\.name),
            selectedTrackIndex: tracks.firstIndex { $0.id == state.filter.track },
            roomNames: rooms.map(\.name),
            selectedRoomIndex: rooms.firstIndex { $0.id == state.filter.room },
            heading: heading(for: state, selectedDay: selectedDay, tracks: tracks, rooms: rooms),
            sections: groups.map { group in
                ScheduleSectionViewModel(
                    title: sectionTitle(for: group[0], isSearching: state.isSearching),
                    rows: group.map { row($0, clashes: clashes[$0.id] ?? [], search: state.isSearching ? state.searchText : nil) }
                )
            },
            emptyMessage: page.eventCount == 0 ? emptyMessage(for: state, hasDays: !days.isEmpty) : nil,
            page: page.viewModel(in: texts),
            language: state.filter.language,
            isUnrecordedOnly: state.filter.unrecordedOnly,
            isIncludingHidden: state.filter.includesHidden,
            friendNames: friends,
            selectedFriendIndex: friends.firstIndex { $0 == state.filter.friend },
            host: state.filter.host,
            people: people
        )
        return ScheduleListing(
            viewModel: viewModel, dayIDs: days.map(\.id), trackIDs: tracks.map(\.id), roomIDs: rooms.map(\.id),
            eventIDs: groups.map { $0.map(\.id) })
    }

    /// The page the state asks for (the last one when it asks for more) and its events: a day or
    /// a search is read from the Core a page at a time.
    private func pageOfEvents(for state: ScheduleState) -> (SchedulePage, [ScheduledEvent]) {
        let read: (PageRange) -> ScheduledEventPage
        if state.isSearching {
            let text = DisplayText.trimmed(state.searchText)
            read = { searchEvents.page(text, filteredBy: state.filter, in: $0) }
        } else if let day = state.selectedDay {
            read = { browseSchedule.page(on: day, filteredBy: state.filter, in: $0) }
        } else {
            return (SchedulePage(requestedIndex: 0, eventCount: 0, size: pageSize), [])
        }
        let requestedOffset = max(0, state.pageIndex) * pageSize
        var events = read(PageRange(offset: requestedOffset, limit: pageSize))
        let page = SchedulePage(
            requestedIndex: state.pageIndex, eventCount: events.totalCount, isCountComplete: events.isCountComplete,
            size: pageSize)
        if page.offsets.lowerBound != requestedOffset {
            events = read(PageRange(offset: page.offsets.lowerBound, limit: pageSize))
        }
        return (page, events.events)
    }

    private func groupedByStart(_ events: [ScheduledEvent]) -> [[ScheduledEvent]] {
        var groups: [[ScheduledEvent]] = []
        for event in events {
            if let last = groups.last?.last, last.event.start == event.event.start {
                groups[groups.count - 1].append(event)
            } else {
                groups.append([event])
            }
        }
        return groups
    }

    private func dayTitle(_ day: Day) -> String {
        texts(.scheduleDayTitle, ["date": calendar.formattedDate(day.date), "day": day.name])
    }

    private func sectionTitle(for event: ScheduledEvent, isSearching: Bool) -> String {
        isSearching ? calendar.formattedDateAndTime(event.event.start) : calendar.formattedTime(event.event.start)
    }

    private func row(_ scheduled: ScheduledEvent, clashes: [Clash], search: String?) -> ScheduleEventRowViewModel {
        ScheduleEventRowViewModel(
            id: scheduled.event.id.rawValue,
            title: scheduled.event.title,
            subtitle: scheduled.event.subtitle,
            timeRange: calendar.formattedTimes(from: scheduled.event.start, to: scheduled.event.end),
            room: scheduled.room.listedName,
            track: scheduled.track.name,
            isFavourite: scheduled.isFavourite,
            tags: scheduled.event.tags,
            changeMark: ChangeMark.text(for: scheduled.change, in: texts.shared),
            clash: ClashWording.note(for: clashes, in: texts.shared),
            highlightedTitle: search.flatMap { HighlightedText(scheduled.event.title, matchingSearch: $0) },
            isHidden: scheduled.isHidden,
            friends: WhoElseGoes.note(for: scheduled.friends)
        )
    }

    private func heading(for state: ScheduleState, selectedDay: Day?, tracks: [Track], rooms: [Room]) -> String {
        var parts: [String] = []
        if state.isSearching {
            let search = ["search": DisplayText.shortened(DisplayText.trimmed(state.searchText))]
            parts.append(texts(state.filter.favouritesOnly ? .scheduleSearchInFavourites : .scheduleSearchInAllDays, search))
        } else {
            parts.append(selectedDay.map(dayTitle) ?? texts(.scheduleNoScheduleYet))
            if state.filter.favouritesOnly { parts.append(texts(.scheduleFavouritesOnly)) }
        }
        if let track = tracks.first(where: { $0.id == state.filter.track }) {
            parts.append(texts(.scheduleFilterTrack, ["track": track.name]))
        }
        if let room = rooms.first(where: { $0.id == state.filter.room }) {
            parts.append(texts(.scheduleFilterRoom, ["room": room.name]))
        }
        if let language = state.filter.language { parts.append(texts(.scheduleFilterLanguage, ["language": language])) }
        if let friend = state.filter.friend { parts.append(texts(.scheduleFilterFriend, ["name": friend])) }
        if let host = state.filter.host { parts.append(texts(.scheduleFilterHost, ["name": DisplayText.shortened(host)])) }
        if state.filter.unrecordedOnly { parts.append(texts(.scheduleFilterUnrecorded)) }
        if state.filter.includesHidden, !state.isSearching { parts.append(texts(.scheduleFilterHidden)) }
        return parts.joined(separator: " · ")
    }

    private func emptyMessage(for state: ScheduleState, hasDays: Bool) -> String {
        let narrowed =
            state.filter.track != nil || state.filter.room != nil || state.filter.language != nil
            || state.filter.unrecordedOnly || state.filter.friend != nil || state.filter.host != nil
        if state.isSearching {
            let search = ["search": DisplayText.shortened(DisplayText.trimmed(state.searchText))]
            return switch (state.filter.favouritesOnly, narrowed) {
            case (true, false): texts(.scheduleNoFavouritesMatch, search)
            case (true, true): texts(.scheduleNoFavouritesMatchWithFilters, search)
            case (false, false): texts(.scheduleNoEventsMatch, search)
            case (false, true): texts(.scheduleNoEventsMatchWithFilters, search)
            }
        }
        guard hasDays else { return texts(.scheduleEmpty) }
        if state.filter.favouritesOnly {
            return texts(narrowed ? .scheduleNoFavouritesMatchFiltersToday : .scheduleNoFavouritesToday)
        }
        return narrowed ? texts(.scheduleNoEventsMatchFiltersToday) : texts(.scheduleNoEventsToday)
    }
}
