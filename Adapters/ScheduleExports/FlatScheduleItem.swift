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
}
