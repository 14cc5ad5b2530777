import ConbookCore
import ConbookTesting

/// A convention with many events, for delta and size tests.
enum SyntheticConvention {
    /// `count` events spread over the sample convention's days, rooms and tracks.
    static func stored(events count: Int, titleSuffix: String = "") -> StoredConvention {
        var content = SampleConvention.content
        content[Event.self] = EntityTable((0..<count).map { event($0, titleSuffix: titleSuffix) })
        return StoredConvention(
            conventionIdentifier: SampleConvention.identifier, lastServerTime: SampleConvention.serverTime,
            content: content)
    }

    /// Event number `index`.
    static func event(_ index: Int, titleSuffix: String = "") -> Event {
        let start = SampleConvention.local(SampleConvention.day1, 9, 0).advanced(by: .seconds(60 * index))
        return Event(
            id: Event.ID("event-\(index)"), title: "Event \(index)\(titleSuffix)", abstract: "About event \(index).",
            hosts: ["Host \(index % 17)"], dayID: SampleConvention.day1.id, roomID: SampleConvention.mainStage.id,
            trackID: SampleConvention.stageTrack.id, start: start, end: start.advanced(by: .seconds(3600)),
            tags: ["tag-\(index % 5)"])
    }

    /// A sync a minute later that touches 10 events of a synthetic convention of at least 502:
    /// events 0–4 renamed " (changed)", events 10,000–10,002 added, events 500 and 501 removed.
    static func tenEventUpdate(of stored: StoredConvention, sourceVersion: String? = nil) -> ConventionUpdate {
        var update = ConventionUpdate(
            conventionIdentifier: stored.conventionIdentifier,
            lastServerTime: stored.lastServerTime.advanced(by: .seconds(60)), sourceVersion: sourceVersion,
            details: stored.content.details, removedFavourites: stored.removedFavourites)
        update[Event.self] = EntityUpdate(
            upserted: (0..<5).map { event($0, titleSuffix: " (changed)") } + (10_000..<10_003).map { event($0) },
            removed: ["event-500", "event-501"])
        return update
    }
}
