/// Why a file could not be read as an iCalendar file.
public enum ICalendarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is larger than a calendar of a convention can be.
    case tooLarge(bytes: Int, limit: Int)
    /// The file is not UTF-8 text.
    case notText
    /// The file does not start a calendar (`BEGIN:VCALENDAR`).
    case notACalendar
    /// A line is not a content line (`NAME[;PARAM=…]:VALUE`): left out of its event.
    case malformedLine(number: Int)
    /// An event has no `DTSTART` (its `BEGIN:VEVENT` is on the line): it is left out.
    case missingStart(number: Int)
    /// The file ends inside a component (cut short).
    case truncated(inside: String)
    /// The file holds more entries than any convention has.
    case tooManyEntries(limit: Int)
    /// A line, once unfolded, is longer than any real calendar writes one (in bytes).
    case lineTooLong(number: Int, limit: Int)
    /// Components are nested deeper than a calendar nests them (`BEGIN` inside `BEGIN`…).
    case nestedTooDeeply(number: Int, limit: Int)
    /// A property's value cannot be read as its type says (a date, a duration, an offset, a rule).
    case malformedValue(number: Int, property: String)
    /// A recurrence rule this reader does not expand (another frequency, a rule part it does
    /// not know, an unbounded rule outside a conference); `reason` says which.
    case unsupportedRecurrence(number: Int, event: String, reason: String)
    /// A recurring event repeats more often than the limit.
    case tooManyInstances(number: Int, event: String, limit: Int)
    /// A `VTIMEZONE`'s rules cannot be read (an observance without offsets, a yearly rule of
    /// another shape).
    case unsupportedTimeZone(number: Int, name: String)

    /// The line the error is on, when it is on one.
    public var lineNumber: Int? {
        switch self {
        case .malformedLine(let number), .missingStart(let number), .lineTooLong(let number, _),
            .nestedTooDeeply(let number, _), .malformedValue(let number, _), .unsupportedRecurrence(let number, _, _),
            .tooManyInstances(let number, _, _), .unsupportedTimeZone(let number, _):
            number
        case .tooLarge, .notText, .notACalendar, .truncated, .tooManyEntries: nil
        }
    }

    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            "the file is \(bytes) bytes, more than a calendar can be here (\(limit) bytes)"
        case .notText: "the file is not UTF-8 text"
        case .notACalendar: "the file is not an iCalendar file (it does not begin with BEGIN:VCALENDAR)"
        case .malformedLine(let number): "line \(number) is not an iCalendar content line"
        case .missingStart(let number): "line \(number): the event has no DTSTART"
        case .truncated(let inside): "the file ends inside a \(inside): it was cut short"
        case .tooManyEntries(let limit): "the file holds more than \(limit) events"
        case .lineTooLong(let number, let limit): "line \(number) is longer than \(limit) bytes"
        case .nestedTooDeeply(let number, let limit): "line \(number) begins a component nested more than \(limit) deep"
        case .malformedValue(let number, let property): "line \(number): the \(property) value cannot be read"
        case .unsupportedRecurrence(let number, let event, let reason):
            "line \(number): the recurrence of “\(event)” is not expanded (\(reason))"
        case .tooManyInstances(let number, let event, let limit):
            "line \(number): “\(event)” repeats more than \(limit) times"
        case .unsupportedTimeZone(let number, let name):
            "line \(number): the rules of the time zone “\(name)” cannot be read"
        }
    }
}
