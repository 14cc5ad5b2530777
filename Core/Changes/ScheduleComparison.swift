/// Compares two versions of a convention's events, field by field.
struct ScheduleComparison {
    /// The changes among the touched events (every event when `touched` is `.everything`).
    func changes(
        from old: ConventionContent, to new: ConventionContent, among touched: TouchedEntities<Event> = .everything
    ) -> [Event.ID: EventChange] {
        guard case .only(let ids) = touched else { return allChanges(from: old, to: new) }
        var changes: [Event.ID: EventChange] = [:]
        for id in ids {
            switch (old.events[id], new.events[id]) {
            case (nil, let event?):
                changes[id] = EventChange(kind: .added, previous: nil, current: event)
            case (let previous?, nil):
                changes[id] = EventChange(kind: .cancelled, previous: previous, current: nil)
            case (let previous?, let event?):
                let fields = changedFields(previous, event)
                if !fields.isEmpty {
                    changes[id] = EventChange(kind: .changed(fields), previous: previous, current: event)
                }
            case (nil, nil):
                break
            }
        }
        return changes
    }

    private func allChanges(from old: ConventionContent, to new: ConventionContent) -> [Event.ID: EventChange] {
        var changes: [Event.ID: EventChange] = [:]
        for event in new.events.all {
            guard let previous = old.events[event.id] else {
                changes[event.id] = EventChange(kind: .added, previous: nil, current: event)
                continue
            }
            let fields = changedFields(previous, event)
            if !fields.isEmpty {
                changes[event.id] = EventChange(kind: .changed(fields), previous: previous, current: event)
            }
        }
        for previous in old.events.all where !new.events.contains(previous.id) {
            changes[previous.id] = EventChange(kind: .cancelled, previous: previous, current: nil)
        }
        return changes
    }

    private func changedFields(_ old: Event, _ new: Event) -> Set<EventField> {
        var fields: Set<EventField> = []
        if old.title != new.title { fields.insert(.title) }
        if old.subtitle != new.subtitle { fields.insert(.subtitle) }
        if old.hosts != new.hosts { fields.insert(.speakers) }
        if old.language != new.language { fields.insert(.language) }
        if old.roomID != new.roomID { fields.insert(.room) }
        if old.trackID != new.trackID { fields.insert(.track) }
        if old.dayID != new.dayID { fields.insert(.day) }
        if old.start != new.start { fields.insert(.start) }
        if old.start.duration(to: old.end) != new.start.duration(to: new.end) { fields.insert(.duration) }
        return fields
    }
}
