import ConbookCore

/// When an item of a flat schedule starts or ends, as its format writes it: the readers keep the
/// zone rule of their format and `FlatScheduleAssembler` applies it.
enum ScheduleTime: Equatable {
    /// An exact instant (UTC, or a local time with its offset).
    case instant(Instant)
    /// A floating local time: read in the convention's zone (the document's, else the fallback
    /// zone given with `ScheduleReading`); refused with a clear message when neither is known.
    case local(CalendarDate, millisecondOfDay: Int)
    /// A local time in a named IANA zone (an iCalendar `TZID` that is an Olson name, Indico's `tz`).
    case zoned(CalendarDate, millisecondOfDay: Int, zoneIdentifier: String)

    /// A timestamp of `ScheduleTimeText`: exact when it has an offset, else floating.
    init(_ timestamp: ScheduleTimeText.Timestamp) {
        if let offset = timestamp.offsetInSeconds {
            self = .instant(
                Instant(utc: timestamp.date).advanced(by: .milliseconds(timestamp.millisecondOfDay))
                    .advanced(by: .seconds(-offset)))
        } else {
            self = .local(timestamp.date, millisecondOfDay: timestamp.millisecondOfDay)
        }
    }
}
