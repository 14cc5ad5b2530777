import ConbookCore
import ConbookTesting

/// The sample convention with its first day replaced by many talks, one starting each minute
/// from 08:00, titled `Talk 1`, `Talk 2`, … in schedule order; the other days are the sample's.
@MainActor
enum CrowdedConvention {
    private typealias Sample = SampleConvention

    /// The Core over a store holding a first day of `talks` talks.
    static func core(talks: Int, favourites: Set<Event.ID> = [], language: Language = .english) throws -> ConbookTestContext {
        let content = ConventionContent(
            [Sample.day1, Sample.day2, Sample.day3], [Sample.mainStage, Sample.panelRoom],
            [Sample.stageTrack, Sample.artTrack, Sample.workshopTrack],
            (1...talks).map(talk) + [Sample.artShow, Sample.fursuitParade, Sample.closing])
        return try ConbookTestContext(
            stored: StoredConvention(
                conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content),
            favourites: favourites, language: language)
    }

    /// The `number`-th talk (from 1).
    static func talk(_ number: Int) -> Event {
        let start = Sample.local(Sample.day1, 8, 0).advanced(by: .seconds(60 * (number - 1)))
        return Event(
            id: Event.ID("talk-\(number)"), title: "Talk \(number)", abstract: "A crowded talk.",
            dayID: Sample.day1.id, roomID: Sample.panelRoom.id, trackID: Sample.artTrack.id,
            start: start, end: start.advanced(by: .seconds(1800)))
    }

    /// The titles of the talks numbered in a range, in schedule order.
    static func titles(_ numbers: ClosedRange<Int>) -> [String] {
        numbers.map { "Talk \($0)" }
    }

    /// A sync that deletes the talks numbered in a range, answered a minute after the sample's.
    static func deletion(of numbers: ClosedRange<Int>) -> SyncResponse {
        SyncResponse(
            conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
            EntityChanges<Event>(deleted: numbers.map { talk($0).id }))
    }
}
