public import ConbookCore

/// Events that fill the sample's first day between the opening (10–11) and the dance party
/// (21:00), for tests of the free time between favourites.
public enum SampleFreeTime {
    private typealias Sample = SampleConvention

    /// Day 1, 13:00–14:00, Panel Room: fits between the opening and the dance party.
    public static let lunchPanel = Event(
        id: "event-lunch-panel", title: "Lunch Panel", dayID: Sample.day1.id, roomID: Sample.panelRoom.id,
        trackID: Sample.artTrack.id, start: Sample.local(Sample.day1, 13, 0), end: Sample.local(Sample.day1, 14, 0))

    /// The sample's content with these events added.
    public static func content(adding events: [Event] = [lunchPanel]) -> ConventionContent {
        var content = Sample.content
        for event in events { content[Event.self].upsert(event) }
        return content
    }
}
