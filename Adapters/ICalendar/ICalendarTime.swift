public import ConbookCore

/// When an event starts or ends, as far as the file says: an exact instant, a local time whose
/// zone the file does not name, or a whole day.
public enum ICalendarTime: Hashable, Sendable {
    /// An exact instant: written in UTC (`…Z`), or read in its zone (the file's `VTIMEZONE`, the
    /// `TZID` as an IANA name, the calendar's `X-WR-TIMEZONE`, the reader's default zone).
    case instant(Instant)
    /// A local time in a zone nobody named (a floating time with no `X-WR-TIMEZONE` and no
    /// default zone, or a `TZID` that neither the file nor the platform knows): whoever reads it
    /// must know the convention's zone, or refuse it.
    case floating(CalendarDate, secondOfDay: Int)
    /// A whole day (`VALUE=DATE`), e.g. an all-day entry.
    case date(CalendarDate)

    /// The instant, when it is one.
    public var instant: Instant? {
        if case .instant(let instant) = self { return instant }
        return nil
    }
}
