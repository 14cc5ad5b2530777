import ConbookCore
import ConbookModuleKit

/// Turns the last schedule update's changes into display values, old → new per changed part.
@MainActor
struct ChangesInteractor {
    static let emptyMessage = "Nothing changed in the last schedule update."

    let seeScheduleChanges: SeeScheduleChangesUseCase
    let seeClashes: SeeClashesUseCase
    let outline: () -> ConventionOutline?
    let calendar: any ConventionCalendar

    func listing() -> (viewModel: ChangesViewModel, eventIDs: [[Event.ID?]]) {
        let listed = seeScheduleChanges.changes()
        let content = outline()
        let madeClashes = seeClashes.clashesMadeByLastUpdate()
        let groups = [
            ("Your favourites", listed.filter(\.isFavourite)),
            ("Other events", listed.filter { !$0.isFavourite }),
        ].filter { !$0.1.isEmpty }
        let sections = groups.map { title, changes in
            ChangesSectionViewModel(title: title, rows: changes.map { row(for: $0, in: content, madeClashes: madeClashes) })
        }
        let ids = groups.map { $0.1.map { $0.change.kind == .removed ? nil : $0.change.entityID } }
        return (ChangesViewModel(sections: sections, emptyMessage: listed.isEmpty ? Self.emptyMessage : nil), ids)
    }

    private func row(
        for listed: ListedEventChange, in content: ConventionOutline?, madeClashes: [Event.ID: [Clash]]
    ) -> ChangeRowViewModel {
        let change = listed.change
        guard let event = change.current ?? change.previous else {
            return ChangeRowViewModel(title: "", status: "", when: "", details: [], isFavourite: false, isSelectable: false)
        }
        let status = switch change.kind {
        case .added: "New"
        case .removed: "Cancelled"
        case .changed: "Changed: " + change.changedFields.map(ChangeMark.name).joined(separator: ", ")
        }
        return ChangeRowViewModel(
            title: event.title,
            status: status,
            when: "\(dateAndTimes(event)) · \(roomName(event.roomID, in: content))",
            details: details(of: change, in: content)
                + (madeClashes[change.entityID] ?? []).map { "Now clashes with \($0.other.event.title) (\(dateAndTimes($0.other.event)))" },
            isFavourite: listed.isFavourite,
            isSelectable: change.kind != .removed)
    }

    private func details(of change: EventChange, in content: ConventionOutline?) -> [String] {
        guard let old = change.previous, let new = change.current else { return [] }
        return change.changedFields.map { field in
            let (before, after) = switch field {
            case .title: (old.title, new.title)
            case .subtitle: (old.subtitle, new.subtitle)
            case .speakers: (old.hosts.joined(separator: ", "), new.hosts.joined(separator: ", "))
            case .language: (old.language, new.language)
            case .room: (roomName(old.roomID, in: content), roomName(new.roomID, in: content))
            case .track: (content?[Track.self][old.trackID]?.name ?? old.trackID.rawValue, content?[Track.self][new.trackID]?.name ?? new.trackID.rawValue)
            case .day: (content?[Day.self][old.dayID]?.name ?? old.dayID.rawValue, content?[Day.self][new.dayID]?.name ?? new.dayID.rawValue)
            case .start: (calendar.formattedDateAndTime(old.start), calendar.formattedDateAndTime(new.start))
            case .duration: (duration(old), duration(new))
            }
            return "\(ChangeMark.name(field)): \(shown(before)) → \(shown(after))"
        }
    }

    private func shown(_ value: String) -> String {
        value.isEmpty ? "(none)" : value
    }

    private func roomName(_ id: Room.ID, in content: ConventionOutline?) -> String {
        content?[Room.self][id]?.name ?? id.rawValue
    }

    private func dateAndTimes(_ event: Event) -> String {
        "\(calendar.formattedDate(containing: event.start)) \(calendar.formattedTimes(from: event.start, to: event.end))"
    }

    private func duration(_ event: Event) -> String {
        let minutes = Int(event.start.duration(to: event.end).components.seconds / 60)
        switch (minutes / 60, minutes % 60) {
        case (0, let rest): return "\(rest) min"
        case (let hours, 0): return "\(hours) h"
        case (let hours, let rest): return "\(hours) h \(rest) min"
        }
    }
}
