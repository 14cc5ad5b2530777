import ConbookCore

/// A schedule read as a flat list of items, each timed on its own (xCal, iCalendar, pretalx's
/// widget, schedule2, Indico, Sessionize, ConClár/KonOpas), before `FlatScheduleAssembler` turns
/// it into days, rooms, tracks and events. The frab formats, listed day by day and room by room,
/// have `ScheduleDocument` instead.
struct FlatSchedule {
    /// The format read, named in every error message.
    var kind: ScheduleSourceKind
    /// A short name of the conference (e.g. `38C3`); empty when the format has none.
    var acronym = ""
    /// The conference's title; empty when the format has none.
    var title = ""
    /// The conference's IANA time zone as the document names it; empty when it names none.
    var timeZoneName = ""
    /// The schedule's version as the source writes it (pretalx `0.33`, schedule2 `2024-12-26 20:23`);
    /// empty when it has none.
    var version = ""
    /// The conference's days with their bounds, when the format lists them (schedule2): an item
    /// belongs to the day whose bounds hold its start. Empty: days come from the local dates.
    var dayWindows: [DayWindow] = []
    /// Room names in the order the source lists its rooms; rooms used by items but not listed
    /// follow in order of first use. Rooms listed but never used are left out.
    var roomOrder: [String] = []
    /// The items in document order.
    var items: [FlatScheduleItem] = []
    /// The people of the format's people list (Sessionize's `speakers`, KonOpas's `people`…);
    /// empty for formats without one.
    var people = PeopleList()
    /// What the reader left out because it could not be read (an item whose start cannot be read,
    /// a property of one), in the document's order; the assembler adds what it leaves out.
    var skipped: [SkippedEntity] = []

    /// Reads one item and adds it; damage to it (`ScheduleItemSkip`) is recorded as skipped
    /// instead, with what its identifier and title read as; a refusal of the document is thrown.
    mutating func add(
        at path: String, identifier: @autoclosure () -> String, title: @autoclosure () -> String,
        _ read: () throws(ConventionAPIError) -> FlatScheduleItem
    ) throws(ConventionAPIError) {
        do throws(ConventionAPIError) {
            items.append(try read())
        } catch {
            skipped.append(try ScheduleItemSkip.skipped(error, kind: kind, path: path, identifier: identifier(), title: title()))
        }
    }

    /// A day as a format bounds it.
    struct DayWindow {
        var date: CalendarDate
        var start: Instant
        var end: Instant
    }
}
