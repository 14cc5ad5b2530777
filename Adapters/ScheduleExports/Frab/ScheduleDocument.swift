import ConbookCore

/// What a schedule export says, read but not yet interpreted: the intermediate form both the XML
/// and the JSON reader produce, and `ScheduleAssembler` turns into a `SyncResponse`.
///
/// Times stay text here because an export may name its time zone after the events that need it.
struct ScheduleDocument {
    /// `<conference><acronym>`; empty when absent.
    var acronym = ""
    /// `<conference><title>`; empty when absent.
    var title = ""
    /// `<conference><time_zone_name>`; empty when absent.
    var timeZoneName = ""
    /// `<schedule><version>` (frab `Moon Landing`, pretalx `0.12`); empty when absent.
    var version = ""
    /// `<conference><day_change>`, e.g. `09:00:00`; empty when absent.
    var dayChange = ""
    /// The days in document order.
    var days: [DayDraft] = []
    /// The events in document order.
    var events = EventDrafts()
    /// The people the export describes (`schedule.xml`'s top-level `<persons>`, `schedule.json`'s
    /// persons with a biography); empty when it describes none.
    var people = PeopleList()
    /// The events the reader could not read at all and left out (a `schedule.json` event that is
    /// not an object); the assembler adds those it cannot time.
    var skipped: [SkippedEntity] = []
}

/// One `<day>` of an export.
struct DayDraft {
    /// The `index` attribute; empty when absent.
    var index = ""
    /// The `date` attribute, e.g. `2019-12-27`.
    var date = ""
    /// The `start` attribute (a timestamp); empty when absent.
    var start = ""
    /// Where the day was found, for error messages (e.g. `line 23`).
    var location = DraftLocation.text("")
}

/// One `<event>` of an export, its fields as written (trimmed).
struct EventDraft {
    /// The `id` attribute (or JSON `id`).
    var sourceID = ""
    /// The `guid` attribute; empty when absent.
    var guid = ""
    var title = ""
    var subtitle = ""
    var abstract = ""
    var description = ""
    var slug = ""
    var language = ""
    /// `<room>` inside the event; empty when absent.
    var room = ""
    /// The room the event is listed under (`<room name>`), used when `room` is empty.
    var enclosingRoom = ""
    var track = ""
    /// `<date>`: a full timestamp, normally with an offset; empty when absent.
    var date = ""
    /// `<start>`: the local time of day, e.g. `10:30`.
    var start = ""
    /// `<duration>`, e.g. `00:30`, `0:30`, `1:00:00`.
    var duration = ""
    var persons: [String] = []
    /// The links with an address, in order.
    var links: [EventLink] = []
    /// Whether the speakers opted out of recording (`<recording><optout>true`, JSON `do_not_record`).
    var isRecordingOptOut = false
    /// Index into `ScheduleDocument.days` of the day the event is listed under.
    var dayIndex = 0
    /// Where the event was found, for error messages (e.g. `line 17`).
    var location = DraftLocation.text("")
}
