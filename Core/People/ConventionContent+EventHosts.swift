extension ConventionContent {
    /// Every name among the events' hosts (exactly as written; empty names left out) with the
    /// events that name it, in no particular order: the rule `ConventionStore.eventHosts()` follows.
    public func eventHosts() -> [EventHost] {
        var events: [String: [Event.ID]] = [:]
        for event in self[Event.self].all {
            for name in Set(event.hosts) where !name.isEmpty {
                events[name, default: []].append(event.id)
            }
        }
        return events.map { EventHost(name: $0.key, eventIDs: $0.value) }
    }
}
