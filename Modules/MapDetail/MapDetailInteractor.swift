import ConbookCore
import ConbookModuleKit

/// Turns a map, the place focused and the last tap into display values, through the Core's map
/// use cases, and says what each row of the tap's result does.
@MainActor
struct MapDetailInteractor {
    let browseMaps: BrowseMapsUseCase
    let tapMap: TapMapUseCase
    let viewImage: ViewImageUseCase
    let calendar: any ConventionCalendar
    let texts: ModuleWords<MapDetailText>

    /// The map with the state applied, or nil when the map is not in the convention.
    func listing(of mapID: ConventionMap.ID, state: MapDetailState) -> MapDetailListing? {
        guard let map = browseMaps.map(mapID) else { return nil }
        let entries = browseMaps.entries(of: map)
        let focused = state.focus.flatMap { id in map.entries.first { $0.id == id } }
        let tap = state.tap.map { (state: $0, result: tapMap.tap(mapID, x: $0.x, y: $0.y)) }
        let tapped = tap.flatMap { Self.entry(of: $0.result) }
        let (tapResult, actions) = tap.map { result(of: $0.result, at: $0.state, on: map) } ?? (nil, [])
        let viewModel = MapDetailViewModel(
            id: mapID.rawValue,
            name: Self.name(of: map),
            picture: PictureViewModel(
                viewImage.image(map.imageID), marker: (tapped ?? focused).map(Self.marker), in: texts.shared),
            places: texts(.mapPlaceCount, ["count": DisplayText.grouped(entries.usable.count, in: texts.language)]),
            ignoredPlaces: entries.ignored.map {
                texts(
                    .mapIgnoredPlace,
                    ["place": name(of: $0.entry), "reason": ReasonWording.text(of: $0.reason, in: texts.shared)])
            },
            focus: focused.map { texts(.mapFocus, ["place": name(of: $0), "point": Self.point($0.x, $0.y)]) },
            tapResult: tapResult)
        return MapDetailListing(
            viewModel: viewModel, actions: actions, immediateAction: tap.flatMap { Self.immediateAction(for: $0.result) })
    }

    /// What a tap acts on at once: a single dealer opens, a single place is focused (or opened on
    /// its map); nil for anything else.
    private static func immediateAction(for result: MapTapResult) -> MapDetailAction? {
        guard case .place(let place, _) = result else { return nil }
        switch place {
        case .dealer(let dealer): return .dealer(dealer.id)
        case .location(let location, _): return .location(location)
        case .room, .web, .externalMap, .unavailable: return nil
        }
    }

    // MARK: The tap's result

    /// A tap's result as display values, with what each of its rows does, by the row's identity.
    private typealias Result = (viewModel: MapTapViewModel, actions: [MapDetailListing.RowAction])

    /// A section of a tap's result: its title and its rows, each with what choosing it does.
    private typealias Section = (title: String, rows: [(row: MapTapRowViewModel, action: MapDetailAction?)])

    private func result(of tap: MapTapResult, at state: MapDetailState.Tap, on map: ConventionMap) -> Result {
        let point = Self.point(state.x, state.y)
        switch tap {
        case .nothing:
            return Self.result(point, texts(.mapTapNothing))
        case .place(let place, _):
            return result(of: place, at: point, on: map)
        case .choice(let places, _):
            if let option = state.option, places.indices.contains(option) {
                return result(of: places[option], at: point, on: map)
            }
            let rows = places.enumerated().map { index, place in
                let action = action(for: place, option: index)
                let row = MapTapRowViewModel(
                    id: Self.rowID(of: place), title: name(of: place), detail: kind(of: place, on: map),
                    isSelectable: action != nil)
                return (row, action)
            }
            return Self.result(
                point, texts(.mapTapChoice, ["count": "\(places.count)"]), sections: [(texts(.mapTapPlaces), rows)])
        }
    }

    private func result(of place: MapPlace, at point: String, on map: ConventionMap) -> Result {
        switch place {
        case .dealer(let dealer):
            let row = MapTapRowViewModel(
                id: Self.rowID(of: place), title: dealer.preferredName, detail: DisplayText.nonEmpty(dealer.shortDescription))
            return Self.result(
                point, texts(.mapTapDealer, ["name": dealer.preferredName]),
                sections: [(texts(.mapTapDealerSection), [(row, .dealer(dealer.id))])])
        case .room(let room, let running, let next):
            return roomResult(room, running: running, next: next, at: point)
        case .location(let location, let name):
            let placeName = DisplayText.nonEmpty(name) ?? self.name(of: location.entry)
            guard location.map.id != map.id else {
                return Self.result(point, texts(.mapTapPlace, ["name": placeName]), details: [texts(.mapTapMarkedHere)])
            }
            let row = MapTapRowViewModel(
                id: Self.rowID(of: place), title: placeName,
                detail: texts(.mapTapOnTheMap, ["map": Self.name(of: location.map)]))
            return Self.result(
                point, texts(.mapTapPlace, ["name": placeName]),
                sections: [(texts(.mapTapOnAnotherMap), [(row, .location(location))])])
        case .web(let url, let name):
            return Self.result(point, texts(.mapTapWebPage, ["name": DisplayText.nonEmpty(name) ?? url]), details: [url])
        case .externalMap(let target, let name):
            return Self.result(
                point, texts(.mapTapExternalMap, ["name": DisplayText.nonEmpty(name) ?? target]), details: [target])
        case .unavailable(let name, let reason):
            return Self.result(
                point, DisplayText.nonEmpty(name) ?? texts(.mapAPlace),
                details: [texts(.mapTapUnavailable, ["reason": ReasonWording.text(of: reason, in: texts.shared)])])
        }
    }

    private func roomResult(_ room: Room, running: [ScheduledEvent], next: [ScheduledEvent], at point: String) -> Result {
        var sections: [Section] = []
        var details: [String] = []
        if running.isEmpty {
            details.append(texts(.mapRoomNothingRunning))
        } else {
            sections.append(
                (
                    texts(.mapRoomRunningNow),
                    running.map { scheduled in
                        let event = scheduled.event
                        let row = MapTapRowViewModel(id: Self.rowID(of: event), title: event.title, detail: times(of: event))
                        return (row, .event(event.id))
                    }
                ))
        }
        if next.isEmpty {
            details.append(texts(.mapRoomNothingMore))
        } else {
            sections.append(
                (
                    texts(.mapRoomNext),
                    next.map { scheduled in
                        let event = scheduled.event
                        let when = "\(calendar.formattedDate(containing: event.start)) \(times(of: event))"
                        return (MapTapRowViewModel(id: Self.rowID(of: event), title: event.title, detail: when), .event(event.id))
                    }
                ))
        }
        return Self.result(point, texts(.mapTapRoom, ["name": room.name]), details: details, sections: sections)
    }

    private func times(of event: Event) -> String {
        calendar.formattedTimes(from: event.start, to: event.end)
    }

    private static func result(_ point: String, _ title: String, details: [String] = [], sections: [Section] = []) -> Result {
        let viewModel = MapTapViewModel(
            point: point, title: title, details: details,
            sections: sections.map { MapTapSectionViewModel(title: $0.title, rows: $0.rows.map(\.row)) })
        return (viewModel, sections.flatMap { $0.rows.map { MapDetailListing.RowAction(id: $0.row.id, action: $0.action) } })
    }

    /// The identity of a row standing for a place (`MapTapRowViewModel.id`): what it leads to, the
    /// same after a sync however the places are ordered.
    private static func rowID(of place: MapPlace) -> String {
        switch place {
        case .dealer(let dealer): "dealer:\(dealer.id.rawValue)"
        case .room(let room, _, _): "room:\(room.id.rawValue)"
        case .location(let location, _): "place:\(location.map.id.rawValue)/\(location.entry.id.rawValue)"
        case .web(let url, _): "web:\(url)"
        case .externalMap(let target, _): "external-map:\(target)"
        case .unavailable(let name, _): "unavailable:\(name)"
        }
    }

    /// The identity of a row standing for an event (`MapTapRowViewModel.id`).
    private static func rowID(of event: Event) -> String {
        "event:\(event.id.rawValue)"
    }

    /// What choosing one of several places does: a dealer or a place opens; a room, a web page or
    /// an outside map is shown; an unavailable place does nothing.
    private func action(for place: MapPlace, option: Int) -> MapDetailAction? {
        switch place {
        case .dealer(let dealer): .dealer(dealer.id)
        case .location(let location, _): .location(location)
        case .room, .web, .externalMap: .option(option)
        case .unavailable: nil
        }
    }

    // MARK: Names

    /// A place's name: its first link's name, else the name of what that link leads to.
    private func name(of entry: MapEntry) -> String {
        if let named = entry.links.lazy.compactMap({ DisplayText.nonEmpty($0.name) }).first { return named }
        return entry.links.first.map { name(of: tapMap.place(for: $0)) } ?? texts(.mapUnnamedPlace)
    }

    private func name(of place: MapPlace) -> String {
        switch place {
        case .dealer(let dealer): dealer.preferredName
        case .room(let room, _, _): room.name
        case .location(let location, let name):
            DisplayText.nonEmpty(name) ?? texts(.mapAPlaceOn, ["map": Self.name(of: location.map)])
        case .web(let url, let name): DisplayText.nonEmpty(name) ?? url
        case .externalMap(let target, let name): DisplayText.nonEmpty(name) ?? target
        case .unavailable(let name, _): DisplayText.nonEmpty(name) ?? texts(.mapAPlace)
        }
    }

    private func kind(of place: MapPlace, on map: ConventionMap) -> String {
        switch place {
        case .dealer: texts(.mapKindDealer)
        case .room: texts(.mapKindRoom)
        case .location(let location, _):
            location.map.id == map.id
                ? texts(.mapKindPlaceHere) : texts(.mapKindPlaceOnMap, ["map": Self.name(of: location.map)])
        case .web: texts(.mapKindWebPage)
        case .externalMap: texts(.mapKindExternalMap)
        case .unavailable(_, let reason): texts(.mapKindUnavailable, ["reason": ReasonWording.text(of: reason, in: texts.shared)])
        }
    }

    private static func name(of map: ConventionMap) -> String {
        DisplayText.trimmed(map.description)
    }

    private static func entry(of result: MapTapResult) -> MapEntry? {
        switch result {
        case .nothing: nil
        case .place(_, let entry), .choice(_, let entry): entry
        }
    }

    private static func marker(_ entry: MapEntry) -> PictureViewModel.Marker {
        PictureViewModel.Marker(x: entry.x, y: entry.y, radius: entry.tapRadius)
    }

    private static func point(_ x: Int, _ y: Int) -> String {
        "(\(x), \(y))"
    }
}
