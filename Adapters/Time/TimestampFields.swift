package import ConbookCore

/// The fields of an ISO 8601 timestamp as written: its date, its time of day and its zone offset,
/// read by `TimeTextScanner` in one of two forms.
package struct TimestampFields {
    /// How strictly a timestamp is read.
    package enum Form {
        /// An API's timestamps (`ISO8601Timestamp`): the date alone, or the date, `T`, `hh:mm:ss`
        /// with an optional `.` fraction, and a zone or none (the caller decides what none means).
        case strict
        /// Schedule exports' timestamps: surrounding spaces ignored, a time required, `H:MM` or
        /// `HH:MM[:SS]` (a leap second read as 59) with a `.` or `,` fraction, the zone optional.
        case lenient
    }

    /// The date as written (local to the offset).
    package var date: CalendarDate
    /// Milliseconds after midnight as written; nil for a bare date.
    package var millisecondOfDay: Int?
    /// The zone's offset in seconds east of UTC; nil without a zone.
    package var offsetInSeconds: Int?

    /// Reads a timestamp in a form; nil when it is not one.
    package init?(_ text: String, form: Form) {
        let strict = form == .strict
        let fields = TimeTextScanner.scanning(text, trimmingSpaces: !strict) { scanner -> TimestampFields? in
            guard let date = scanner.date() else { return nil }
            if strict, scanner.atEnd { return TimestampFields(date: date, millisecondOfDay: nil, offsetInSeconds: nil) }
            guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
                let hour = strict ? scanner.fixedDigits(2) : scanner.number(maxDigits: 2), hour < 24, scanner.skip(":"),
                let minute = scanner.fixedDigits(2), minute < 60
            else { return nil }
            var second = 0
            var millisecond = 0
            if scanner.skip(":") {
                guard let value = scanner.fixedDigits(2), value < (strict ? 60 : 61) else { return nil }
                second = min(value, 59)
                if scanner.skip(".") || (!strict && scanner.skip(",")) {
                    guard let fraction = scanner.fractionAsMilliseconds() else { return nil }
                    millisecond = fraction
                }
            } else if strict {
                return nil
            }
            var offset: Int?
            if !scanner.atEnd {
                guard let zone = scanner.zone(), scanner.atEnd else { return nil }
                offset = zone
            }
            let milliseconds = ((hour * 60 + minute) * 60 + second) * 1000 + millisecond
            return TimestampFields(date: date, millisecondOfDay: milliseconds, offsetInSeconds: offset)
        }
        guard let fields else { return nil }
        self = fields
    }

    private init(date: CalendarDate, millisecondOfDay: Int?, offsetInSeconds: Int?) {
        self.date = date
        self.millisecondOfDay = millisecondOfDay
        self.offsetInSeconds = offsetInSeconds
    }
}
