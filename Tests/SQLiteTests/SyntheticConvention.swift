import ConbookCore
import ConbookTesting

/// A convention with many events, for delta and size tests.
enum SyntheticConvention {
    /// `count` events spread over the sample convention's days, rooms and tracks.
    static func stored(events count: Int, titleSuffix: String = "") -> StoredConvention {
        var content = SampleConvention.content
        content.events = EntityTable((0..<count).map { event($0, titleSuffix: titleSuffix) })
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
}
