extension ConventionContent {
    /// Every name among the events' hosts (exactly as written; empty names left out) with how many
    /// events name it, in no particular order: the rule `ConventionStore.eventHosts()` follows.
    public func eventHosts() -> [EventHost] {
        var counts: [String: Int] = [:]
        for event in self[Event.self].all {
            for name in Set(event.hosts) where !name.isEmpty {
                counts[name, default: 0] += 1
            }
        }
        return counts.map { EventHost(name: $0.key, eventCount: $0.value) }
    }
}
