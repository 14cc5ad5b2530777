import ConbookCore

/// What makes two items of a flat schedule the same item written twice (a feed that lists an
/// event twice): the source's identifier, the start, the end and the title. Items that differ
/// in any of them are kept, even under one identifier (MOCA's camp feed gives many talks one UID).
struct FlatScheduleKey: Hashable {
    var sourceID: String
    var start: Instant
    var end: Instant
    var title: String

    init(item: FlatScheduleItem, start: Instant, end: Instant) {
        sourceID = item.sourceID
        self.start = start
        self.end = end
        title = item.title
    }
}
