import ConbookCore

/// One item of a `FlatSchedule`, its fields as written (trimmed); the texts may be HTML or Markdown.
struct FlatScheduleItem {
    /// The source's identifier of the item (a guid, uid, code or number); empty when it has none.
    var sourceID = ""
    var title = ""
    var subtitle = ""
    var abstract = ""
    var description = ""
    var slug = ""
    /// A language code (`en`) or name, as written.
    var language = ""
    var room = ""
    var track = ""
    /// The hosts' names, in the source's order (joined from its people list where it keeps one).
    var persons: [String] = []
    var links: [EventLink] = []
    var tags: [String] = []
    /// The start; nil when the item has none (unscheduled items are left out).
    var start: ScheduleTime?
    /// The end; nil to use `durationSeconds`.
    var end: ScheduleTime?
    /// The length in seconds when there is no end; nil and no end: the item takes no time.
    var durationSeconds: Int?
    /// Whether the source says it will not take place (schedule2 `CANCELED`, iCalendar `STATUS:CANCELLED`):
    /// it is kept, tagged `cancelled`.
    var isCancelled = false
    /// Where the item was found, for error messages: a line, or a JSON path such as `talks[3]`.
    var location = DraftLocation.text("")
    /// Properties left out because they could not be read (a room id its list does not have):
    /// the property's name and the reader's message naming it (`talks[3].room: 7 is not among
    /// the rooms`); the item is kept without them.
    var leftOut: [(property: String, problem: ConventionAPIError)] = []

    /// Reads an optional property; when it cannot be read, it is left out (recorded in `leftOut`)
    /// and the fallback is used.
    mutating func optional<Value>(
        _ property: String, else fallback: Value, _ read: () throws(ConventionAPIError) -> Value
    ) -> Value {
        do throws(ConventionAPIError) {
            return try read()
        } catch {
            leftOut.append((property, error))
            return fallback
        }
    }
}
