/// Why a file could not be read as an iCalendar file.
public enum ICalendarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is larger than a calendar of a convention can be.
    case tooLarge(bytes: Int, limit: Int)
    /// The file is not UTF-8 text.
    case notText
    /// The file does not start a calendar (`BEGIN:VCALENDAR`).
    case notACalendar
    /// A line is not a content line (`NAME[;PARAM=…]:VALUE`).
    case malformedLine(number: Int)
    /// An `END` closes a component that was not begun, or another one than the last begun.
    case mismatchedEnd(number: Int, name: String)
    /// The file ends inside a component (cut short).
    case truncated(inside: String)
    /// The file holds more entries than any convention has.
    case tooManyEntries(limit: Int)

    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            "the file is \(bytes) bytes, more than a calendar can be here (\(limit) bytes)"
        case .notText: "the file is not UTF-8 text"
        case .notACalendar: "the file is not an iCalendar file (it does not begin with BEGIN:VCALENDAR)"
        case .malformedLine(let number): "line \(number) is not an iCalendar content line"
        case .mismatchedEnd(let number, let name): "line \(number) ends a \(name) that was not begun"
        case .truncated(let inside): "the file ends inside a \(inside): it was cut short"
        case .tooManyEntries(let limit): "the file holds more than \(limit) events"
        }
    }
}
