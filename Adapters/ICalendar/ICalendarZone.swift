import ConbookCore
import Foundation

/// A time zone the times of a file are read in: the rules of one of its `VTIMEZONE`s, or a zone
/// of the platform's database (an IANA name).
enum ICalendarZone {
    case rules(ICalendarTimeZoneRules)
    case platform(TimeZone)

    /// The offset from UTC in seconds at an instant (seconds since the epoch).
    func offset(atUTC seconds: Int64) -> Int {
        switch self {
        case .rules(let rules): rules.offset(atUTC: seconds)
        case .platform(let zone): zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
    }

    /// The instant (seconds since the epoch) of a wall-clock time written as if it were UTC. In
    /// an overlap (clocks go back) the earlier of the two; in a gap (clocks jump forward) the
    /// time is read with the offset before the jump, as RFC 5545 §3.3.5 says.
    func utcSeconds(ofWall wall: Int64) -> Int64 {
        let candidates = Set([offset(atUTC: wall - 86_400), offset(atUTC: wall), offset(atUTC: wall + 86_400)])
        let valid = candidates.map { wall - Int64($0) }.filter { Int64(offset(atUTC: $0)) == wall - $0 }
        if let earliest = valid.min() { return earliest }
        return wall - Int64(offset(atUTC: wall - 86_400))
    }
}
