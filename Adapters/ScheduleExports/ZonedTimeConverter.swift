import ConbookCore
import Foundation

/// Converts between local wall-clock times of one named time zone and instants, with
/// Foundation's time zone database. It never consults the machine's own zone.
struct ZonedTimeConverter {
    /// The zone local times are read in.
    let zone: TimeZone

    /// The instant of a local date and time. In a gap (clocks jump forward) the time is read
    /// with the offset before the jump; in an overlap, the earlier of the two instants.
    func instant(localDate date: CalendarDate, millisecondOfDay: Int) -> Instant {
        let asUTC = Instant(utc: date).millisecondsSinceEpoch + Int64(millisecondOfDay)
        let firstOffset = offsetInMilliseconds(atUTC: asUTC)
        let secondOffset = offsetInMilliseconds(atUTC: asUTC - firstOffset)
        let candidates = [asUTC - firstOffset, asUTC - secondOffset].filter {
            $0 + offsetInMilliseconds(atUTC: $0) == asUTC
        }
        if let earliest = candidates.min() {
            return Instant(millisecondsSinceEpoch: earliest)
        }
        return Instant(millisecondsSinceEpoch: asUTC - min(firstOffset, secondOffset))
    }

    /// The local calendar date containing an instant.
    func localDate(of instant: Instant) -> CalendarDate {
        let local = instant.millisecondsSinceEpoch + offsetInMilliseconds(atUTC: instant.millisecondsSinceEpoch)
        return Instant(millisecondsSinceEpoch: local).utcDate
    }

    private func offsetInMilliseconds(atUTC milliseconds: Int64) -> Int64 {
        let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        return Int64(zone.secondsFromGMT(for: date)) * 1000
    }
}
