/// One `VEVENT` of a file: its texts unescaped, as written (RFC 5545 §3.6.1). Its times are read
/// by `ICalendarFeed.occurrences()`, which also expands its recurrence.
public struct ICalendarEvent: Sendable, Equatable {
    /// The `UID`, if it has one.
    public var uid: String?
    /// The title (`SUMMARY`), if any.
    public var summary: String?
    /// The `DESCRIPTION` (plain text, or HTML as some servers write it), if any.
    public var description: String?
    /// The `LOCATION`, if any.
    public var location: String?
    /// The `CATEGORIES`, every value of every such property in order.
    public var categories: [String] = []
    /// The `URL`, if any.
    public var url: String?
    /// Whether its `STATUS` is `CANCELLED`.
    public var isCancelled = false
    /// The line of its `BEGIN:VEVENT`, for messages.
    public var lineNumber: Int

    /// How it is named in a message: its title, else its UID, else its line.
    public var shownName: String {
        if let summary, !summary.isEmpty { return summary }
        if let uid, !uid.isEmpty { return uid }
        return "the event of line \(lineNumber)"
    }

    /// The event's texts read from its component.
    init(_ component: ICalendarComponent) {
        lineNumber = component.number
        for property in component.properties {
            switch property.name {
            case "UID": uid = property.text
            case "SUMMARY": summary = property.text
            case "DESCRIPTION": description = property.text
            case "LOCATION": location = property.text
            case "URL": url = String(property.trimmedValue)
            case "CATEGORIES": categories += property.listItems.map { ICalendarText.unescaped($0) }.filter { !$0.isEmpty }
            case "STATUS": isCancelled = property.trimmedValue.uppercased() == "CANCELLED"
            default: break
            }
        }
    }
}
