import ConbookCore
import ConbookModuleKit

/// Turns one event into display values in convention-local time.
@MainActor
struct EventDetailInteractor {
    let viewEvent: ViewEventUseCase
    let seeRemovedFavourites: SeeRemovedFavouritesUseCase
    let toggleFavourite: ToggleFavouriteUseCase
    let browseMaps: BrowseMapsUseCase
    let followLink: FollowLinkUseCase
    let sendFeedback: SendFeedbackUseCase
    let seeClashes: SeeClashesUseCase
    let hideItems: HideItemsUseCase
    let calendar: any ConventionCalendar
    let richTextParser: any RichTextParser
    let texts: ModuleWords<EventDetailText>

    /// The event as scheduled, or a favourite taken off the schedule as last seen, with the links
    /// of its texts; nil otherwise.
    func detail(for id: Event.ID) -> (viewModel: EventDetailViewModel, links: TextLinks)? {
        if let scheduled = viewEvent.event(id) {
            return detail(for: scheduled)
        }
        return seeRemovedFavourites.removedFavourite(id).map(detail)
    }

    /// Whether an event takes feedback.
    func acceptsFeedback(_ id: Event.ID) -> Bool {
        sendFeedback.acceptsFeedback(id)
    }

    func toggleFavourite(_ id: Event.ID) throws(StoreError) {
        try toggleFavourite.toggle(id)
    }

    func setPriority(_ priority: EventPriority, of id: Event.ID) throws(StoreError) {
        try seeClashes.setPriority(priority, of: id)
    }

    func hide(_ id: Event.ID) throws(StoreError) {
        try hideItems.hide(HiddenItems(events: [id]))
    }

    func showAgain(_ id: Event.ID) throws(StoreError) {
        try hideItems.show(HiddenItems(events: [id]))
    }

    /// That an event is hidden and why (each item hiding it, in the words of the page), or nil.
    private func hiddenText(_ event: Event, room: String, track: String) -> String? {
        let reasons = hideItems.hiddenItems.reasons(hiding: event)
        guard !reasons.isEmpty else { return nil }
        guard reasons != HiddenItems(events: [event.id]) else { return texts(.eventHidden) }
        let parts =
            (reasons.events.isEmpty ? [] : [texts(.eventHiddenItself)])
            + (reasons.rooms.isEmpty ? [] : [texts(.eventHiddenWithRoom, ["room": room])])
            + (reasons.tracks.isEmpty ? [] : [texts(.eventHiddenWithTrack, ["track": track])])
            + reasons.languages.sorted().map { texts(.eventHiddenWithLanguage, ["language": $0]) }
        return texts(.eventHiddenWith, ["reasons": parts.joined(separator: texts(.eventHiddenAnd))])
    }

    /// Where the event's room is on the maps, if anywhere (also for a favourite taken off the schedule).
    func roomLocation(of id: Event.ID) -> MapLocation? {
        let room = viewEvent.event(id)?.event.roomID ?? seeRemovedFavourites.removedFavourite(id)?.event.roomID
        return room.flatMap(browseMaps.location(of:))
    }

    private func detail(for scheduled: ScheduledEvent) -> (viewModel: EventDetailViewModel, links: TextLinks) {
        detail(
            for: scheduled.event, room: roomName(scheduled.room), track: scheduled.track.name,
            isFavourite: scheduled.isFavourite, change: changeText(scheduled.change),
            acceptsFeedback: sendFeedback.acceptsFeedback(scheduled.event),
            roomDescription: DisplayText.nonEmpty(scheduled.room.roomDescription),
            roomNavigation: DisplayText.nonEmpty(scheduled.room.navigationURL), friends: scheduled.friends)
    }

    /// The room's name, with how many it seats when the source says (`Main Stage (500 seats)`).
    private func roomName(_ room: Room) -> String {
        guard let capacity = room.capacity, capacity > 0 else { return room.name }
        return texts(.eventRoomWithSeats, ["room": room.name, "seats": DisplayText.grouped(capacity, in: texts.language)])
    }

    private func detail(for removed: RemovedFavourite) -> (viewModel: EventDetailViewModel, links: TextLinks) {
        let date = calendar.formattedDate(containing: removed.removedAt)
        return detail(
            for: removed.event, room: removed.room?.name ?? texts(.eventUnknownRoom),
            track: removed.track?.name ?? texts(.eventUnknownTrack),
            isFavourite: true,
            change: texts(.eventRemovedFromSchedule, ["date": date]),
            acceptsFeedback: false)
    }

    private func detail(
        for event: Event, room: String, track: String, isFavourite: Bool, change: String?, acceptsFeedback: Bool,
        roomDescription: String? = nil, roomNavigation: String? = nil, friends: [String] = []
    ) -> (viewModel: EventDetailViewModel, links: TextLinks) {
        // A description that repeats the abstract (as many sources' do, whole or as its first
        // paragraph) shows alone, so that no paragraph shows twice.
        var abstractText = DisplayText.nonEmpty(event.abstract)
        var descriptionText = DisplayText.nonEmpty(event.description)
        if let shortText = abstractText, let longText = descriptionText {
            // The description's words are split only as far as the abstract's go, and one more.
            let short = Self.words(of: shortText), long = Self.words(of: longText, upTo: short.count + 1)
            if short == long {
                descriptionText = nil
            } else if long.starts(with: short) {
                abstractText = nil
            }
        }
        let abstract = abstractText.flatMap { richTextParser.formattedForDisplay($0, in: texts.shared) }
        let description = descriptionText.flatMap { richTextParser.formattedForDisplay($0, in: texts.shared) }
        // The way to the room in the venue's navigation (a 2026 room's `MapLink`), when it is a web
        // address, comes first.
        let navigation = roomNavigation.flatMap { address in
            address.lowercased().hasPrefix("https://") || address.lowercased().hasPrefix("http://") ? address : nil
        }
        let links = TextLinks(
            navigation.map { [RichTextLink(label: texts(.eventRoomNavigation), address: $0)] } ?? [],
            in: [abstract, description], followLink: followLink, wording: texts.shared)
        let viewModel = EventDetailViewModel(
            title: event.title,
            subtitle: DisplayText.nonEmpty(event.subtitle),
            when: when(event),
            room: room,
            track: track,
            hosts: event.hosts.isEmpty ? nil : event.hosts.joined(separator: ", "),
            abstract: abstract,
            description: description,
            tags: event.tags,
            isFavourite: isFavourite,
            change: change,
            mapName: browseMaps.location(of: event.roomID).map { DisplayText.trimmed($0.map.description) },
            links: links.viewModels,
            acceptsFeedback: acceptsFeedback,
            clashes: isFavourite
                ? ClashWording.lines(for: seeClashes.clashes(of: event.id), calendar: calendar, texts: texts.shared) : [],
            priority: isFavourite
                ? texts(seeClashes.priority(of: event.id) == .high ? .eventPriorityHigh : .eventPriorityNormal) : nil,
            roomDescription: roomDescription,
            recording: event.isNotRecorded ? texts(.eventNotRecorded) : nil,
            hidden: hiddenText(event, room: room, track: track),
            friends: WhoElseGoes.note(for: friends),
            hostNames: event.hosts.compactMap(DisplayText.nonEmpty),
            id: event.id.rawValue
        )
        return (viewModel, links)
    }

    /// A text's words, for telling whether one text repeats another (line ends and spaces aside).
    private static func words(of text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace)
    }

    /// A text's first words, at most `count` of them (a long text is not split to its end).
    private static func words(of text: String, upTo count: Int) -> [Substring] {
        var words: [Substring] = []
        var rest = text[...]
        while words.count < count, let start = rest.firstIndex(where: { !$0.isWhitespace }) {
            let end = rest[start...].firstIndex(where: \.isWhitespace) ?? rest.endIndex
            words.append(rest[start..<end])
            rest = rest[end...]
        }
        return words
    }

    private func changeText(_ change: EventChange?) -> String? {
        switch change?.kind {
        case .added: texts(.eventNewInUpdate)
        case .changed: texts(.eventChangedInUpdate, ["fields": ChangeMark.names(change?.changedFields ?? [], in: texts.shared)])
        case .removed, nil: nil
        }
    }

    private func when(_ event: Event) -> String {
        let startDate = calendar.calendarDate(containing: event.start)
        let endDate = calendar.calendarDate(containing: event.end)
        let times = calendar.formattedTimes(from: event.start, to: event.end)
        let zone = calendar.timeZoneAbbreviation(at: event.start)
        let dayCount = startDate.days(until: endDate)
        let values = ["date": calendar.formattedDate(startDate), "times": times, "zone": zone]
        return switch dayCount {
        case ..<1: texts(.eventWhen, values)
        case 1: texts(.eventWhenEndingNextDay, values)
        default: texts(.eventWhenEndingOn, values.merging(["endDate": calendar.formattedDate(endDate)]) { $1 })
        }
    }
}
