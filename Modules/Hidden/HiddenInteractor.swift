import ConbookCore
import ConbookModuleKit

/// Turns what is hidden into display values, grouped by kind in the Core's order.
@MainActor
struct HiddenInteractor {
    let hideItems: HideItemsUseCase
    let calendar: any ConventionCalendar
    let texts: ModuleWords<HiddenText>

    /// The display values, with the item behind each row, section by section.
    func listing() -> (viewModel: HiddenViewModel, items: [[HiddenItem]]) {
        let items = hideItems.list()
        let groups: [(HiddenText, [HiddenItem])] = [
            (.hiddenEvents, items.filter { if case .event = $0 { true } else { false } }),
            (.hiddenRooms, items.filter { if case .room = $0 { true } else { false } }),
            (.hiddenTracks, items.filter { if case .track = $0 { true } else { false } }),
            (.hiddenLanguages, items.filter { if case .language = $0 { true } else { false } }),
        ].filter { !$0.1.isEmpty }
        let viewModel = HiddenViewModel(
            sections: groups.map { title, items in HiddenSectionViewModel(title: texts(title), rows: items.map(row)) },
            emptyMessage: items.isEmpty ? texts(.hiddenEmpty) : nil)
        return (viewModel, groups.map(\.1))
    }

    /// Shows an item again.
    func showAgain(_ item: HiddenItem) throws(StoreError) {
        try hideItems.show(item.items)
    }

    /// The identity of an item's row (`HiddenRowViewModel.id`): its kind and its id or code.
    static func rowID(of item: HiddenItem) -> String {
        switch item {
        case .event(let id, _): "event:" + id.rawValue
        case .room(let id, _): "room:" + id.rawValue
        case .track(let id, _): "track:" + id.rawValue
        case .language(let code): "language:" + code
        }
    }

    private func row(_ item: HiddenItem) -> HiddenRowViewModel {
        let id = Self.rowID(of: item)
        switch item {
        case .event(let eventID, let scheduled?):
            let event = scheduled.event
            let when = texts(
                .hiddenEventWhen,
                [
                    "date": calendar.formattedDate(containing: event.start),
                    "times": calendar.formattedTimes(from: event.start, to: event.end), "room": scheduled.room.name,
                ])
            return HiddenRowViewModel(
                id: id, name: DisplayText.nonEmpty(event.title) ?? eventID.rawValue, detail: when, isSelectable: true)
        case .event(let eventID, nil):
            return HiddenRowViewModel(
                id: id, name: eventID.rawValue, detail: texts(.hiddenNoLongerInSchedule), isSelectable: false)
        case .room(let roomID, let room):
            return HiddenRowViewModel(
                id: id, name: room?.name ?? roomID.rawValue, detail: room == nil ? texts(.hiddenNoLongerInSchedule) : nil,
                isSelectable: false)
        case .track(let trackID, let track):
            return HiddenRowViewModel(
                id: id, name: track?.name ?? trackID.rawValue,
                detail: track == nil ? texts(.hiddenNoLongerInSchedule) : nil, isSelectable: false)
        case .language(let code):
            return HiddenRowViewModel(id: id, name: code, detail: nil, isSelectable: false)
        }
    }
}
