import ConbookCore
import Foundation

extension ScheduleJSON {
    /// A whole number written as a JSON number or as digits in a string (`60`, `"60"`, `60.0`),
    /// in `0...limit`; nil when the value is absent, null or empty text.
    ///
    /// Anything else (a negative, fractional, huge or non-finite number, other text, a list or an
    /// object) is refused with a message naming the format and the place, never trapped on.
    /// - Parameters:
    ///   - value: The JSON value as `JSONSerialization` gives it.
    ///   - limit: The largest number accepted.
    ///   - kind: The format, named in the message.
    ///   - path: Where the value is, e.g. `schedule[3].mins`.
    ///   - unit: What the number counts, for the message (`minutes`).
    static func wholeNumber(
        _ value: Any?, atMost limit: Int, kind: ScheduleSourceKind, at path: String, unit: String
    ) throws(ConventionAPIError) -> Int? {
        let number: Double
        switch value {
        case nil, is NSNull:
            return nil
        case let string as String:
            let trimmed = string.trimmedForSchedule
            if trimmed.isEmpty { return nil }
            guard trimmed.utf8.count <= 40, let parsed = Double(trimmed) else {
                throw problem(kind, at: path, "“\(trimmed.prefix(40))” is not a number of \(unit)")
            }
            number = parsed
        case let value as NSNumber:
            number = value.doubleValue
        default:
            throw problem(kind, at: path, "is not a number of \(unit)")
        }
        guard number.isFinite, number >= 0, number.rounded(.towardZero) == number else {
            throw problem(kind, at: path, "\(number) is not a whole number of \(unit)")
        }
        guard number <= Double(limit) else {
            let written = number < 1e15 ? String(Int64(number)) : String(number)
            throw problem(kind, at: path, "\(written) \(unit) is more than the \(limit) allowed")
        }
        return Int(number)
    }
}
