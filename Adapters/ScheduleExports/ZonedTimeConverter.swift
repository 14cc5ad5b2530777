import ConbookCore
import Foundation

/// Converts between local wall-clock times of one named time zone and instants, with
/// Foundation's time zone database. It never consults the machine's own zone.
///
/// A class because it remembers the instants it has worked out: a schedule repeats the same
/// start times across its rooms, and each new one costs three look-ups in the zone database.
final class ZonedTimeConverter {
    /// The zone local times are read in.
    let zone: TimeZone
    /// Instants already worked out, by local time written as if it were UTC (milliseconds).
    private var instants: [Int64: Instant] = [:]

    init(zone: TimeZone) {
        self.zone = zone
    }

    /// The instant of a local date and time. In a gap (clocks jump forward) the time is read
    /// with the offset before the jump; in an overlap, the earlier of the two instants.
    func instant(localDate date: CalendarDate, millisecondOfDay: Int) -> Instant {
        let asUTC = Instant(utc: date).millisecondsSinceEpoch + Int64(millisecondOfDay)
        if let known = instants[asUTC] { return known }
        let instant = Instant(millisecondsSinceEpoch: Self.earliestReading(of: asUTC, offset: offsetInMilliseconds))
        instants[asUTC] = instant
        return instant
    }

    /// The local calendar date containing an instant.
    func localDate(of instant: Instant) -> CalendarDate {
        let local = instant.millisecondsSinceEpoch + offsetInMilliseconds(atUTC: instant.millisecondsSinceEpoch)
        return Instant(millisecondsSinceEpoch: local).utcDate
    }

    /// The earliest UTC time whose local time is `asUTC`, trying the offsets in force around
    /// it; in a gap, the reading with the smaller offset (the one before a forward jump).
    private static func earliestReading(of asUTC: Int64, offset: (Int64) -> Int64) -> Int64 {
        let firstOffset = offset(asUTC)
        let first = asUTC - firstOffset
        let secondOffset = offset(first)
        let second = asUTC - secondOffset
        // `first` reads as `asUTC` exactly when the offset there is `firstOffset` again.
        let firstReads = secondOffset == firstOffset
        let secondReads = second + offset(second) == asUTC
        switch (firstReads, secondReads) {
        case (true, true): return min(first, second)
        case (true, false): return first
        case (false, true): return second
        case (false, false): return asUTC - min(firstOffset, secondOffset)
        }
    }

    private func offsetInMilliseconds(atUTC milliseconds: Int64) -> Int64 {
        let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        return Int64(zone.secondsFromGMT(for: date)) * 1000
    }
}
