public import ConbookCore

/// Dates as HTTP writes them (RFC 9110 §5.6.7, IMF-fixdate): `Sun, 06 Nov 1994 08:49:37 GMT`.
public enum WebHTTPDate {
    /// An instant as an HTTP date (seconds, in UTC).
    public static func text(of instant: Instant) -> String {
        let date = instant.utcDate
        let seconds = Int((instant.millisecondsSinceEpoch / 1000) - Int64(date.daysSinceEpoch) * 86_400)
        // 1 January 1970 was a Thursday.
        let weekday = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"][((date.daysSinceEpoch % 7) + 7) % 7]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(weekday), \(two(date.day)) \(months[date.month - 1]) \(date.year) "
            + "\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60)) GMT"
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
