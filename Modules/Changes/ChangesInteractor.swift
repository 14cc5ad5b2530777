import ConbookCore
import ConbookModuleKit

/// Turns the last schedule update's changes into display values, old → new per changed part.
@MainActor
struct ChangesInteractor {
    let seeScheduleChanges: SeeScheduleChangesUseCase
    let seeClashes: SeeClashesUseCase
    let outline: () -> ConventionOutline?
    let calendar: any ConventionCalendar
    let texts: ModuleWords<ChangesText>

    /// The changes as display values, and the events that can be chosen from them (not the
    /// cancelled ones).
    func listing() -> (viewModel: ChangesViewModel, eventIDs: [Event.ID]) {
        let listed = seeScheduleChanges.changes()
        let content = outline()
        let madeClashes = seeClashes.clashesMadeByLastUpdate()
        let groups = [
            (texts(.changesYourFavourites), listed.filter(\.isFavourite)),
            (texts(.changesOtherEvents), listed.filter { !$0.isFavourite }),
        ].filter { !$0.1.isEmpty }
        let sections = groups.map { title, changes in
            ChangesSectionViewModel(title: title, rows: changes.map { row(for: $0, in: content, madeClashes: madeClashes) })
        }
        let ids = groups.flatMap { $0.1.filter { $0.change.kind != .removed }.map(\.change.entityID) }
        return (
            ChangesViewModel(
                sections: sections, emptyMessage: listed.isEmpty ? texts(.changesEmpty) : nil, versions: versions()),
            ids
        )
    }

    /// The versions the changes are between, when the source versions its schedule.
    private func versions() -> String? {
        guard let versions = seeScheduleChanges.versions() else { return nil }
        guard let from = versions.from else { return texts(.changesVersion, ["to": versions.to]) }
        return texts(.changesVersions, ["from": from, "to": versions.to])
    }

    private func row(
        for listed: ListedEventChange, in content: ConventionOutline?, madeClashes: [Event.ID: [Clash]]
    ) -> ChangeRowViewModel {
        let change = listed.change
        guard let event = change.current ?? change.previous else {
            return ChangeRowViewModel(
                id: change.entityID.rawValue, title: "", status: "", when: "", details: [], isFavourite: false,
                isSelectable: false)
        }
        let status =
            switch change.kind {
            case .added: texts(.changesStatusNew)
            case .removed: texts(.changesStatusCancelled)
            case .changed: texts(.changesStatusChanged, ["fields": ChangeMark.names(change.changedFields, in: texts.shared)])
            }
        return ChangeRowViewModel(
            id: change.entityID.rawValue,
            title: event.title,
            status: status,
            when: "\(dateAndTimes(event)) · \(roomName(event.roomID, in: content))",
            details: details(of: change, in: content)
                + (madeClashes[change.entityID] ?? []).map {
                    texts(.changesNowClashes, ["title": $0.other.event.title, "times": dateAndTimes($0.other.event)])
                },
            isFavourite: listed.isFavourite,
            isSelectable: change.kind != .removed)
    }

    private func details(of change: EventChange, in content: ConventionOutline?) -> [String] {
        guard let old = change.previous, let new = change.current else { return [] }
        return change.changedFields.map { field in
            let (before, after) =
                switch field {
                case .title: (old.title, new.title)
                case .subtitle: (old.subtitle, new.subtitle)
                case .speakers: (old.hosts.joined(separator: ", "), new.hosts.joined(separator: ", "))
                case .language: (old.language, new.language)
                case .room: (roomName(old.roomID, in: content), roomName(new.roomID, in: content))
                case .track:
                    (
                        content?[Track.self][old.trackID]?.name ?? old.trackID.rawValue,
                        content?[Track.self][new.trackID]?.name ?? new.trackID.rawValue
                    )
                case .day:
                    (
                        content?[Day.self][old.dayID]?.name ?? old.dayID.rawValue,
                        content?[Day.self][new.dayID]?.name ?? new.dayID.rawValue
                    )
                case .start: (calendar.formattedDateAndTime(old.start), calendar.formattedDateAndTime(new.start))
                case .duration: (duration(old), duration(new))
                }
            return texts(
                .changesFieldChange,
                [
                    "field": ChangeMark.name(field, in: texts.shared), "before": shown(before), "after": shown(after),
                ])
        }
    }

    private func shown(_ value: String) -> String {
        value.isEmpty ? texts(.changesNone) : value
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
        case (0, let rest): return texts(.durationMinutes, ["minutes": "\(rest)"])
        case (let hours, 0): return texts(.durationHours, ["hours": "\(hours)"])
        case (let hours, let rest): return texts(.durationHoursAndMinutes, ["hours": "\(hours)", "minutes": "\(rest)"])
        }
    }
}
