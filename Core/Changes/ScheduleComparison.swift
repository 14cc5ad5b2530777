/// Compares two versions of a convention's events, field by field.
struct ScheduleComparison {
    func changes(from old: ConventionContent, to new: ConventionContent) -> [Event.ID: EventChange] {
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
