/// A component of an iCalendar file (`BEGIN:NAME` … `END:NAME`, RFC 5545 §3.4–3.6) with its
/// properties and the components inside it, as written.
struct ICalendarComponent {
    /// The deepest nesting read: a calendar holds events, which hold alarms; time zones hold
    /// observances. Real files stay below 4.
    static let depthLimit = 16

    /// The name in upper case, e.g. `VEVENT`.
    let name: String
    /// The line of its `BEGIN`.
    let number: Int
    /// Its properties in the file's order.
    var properties: [ICalendarProperty] = []
    /// The components inside it, in the file's order.
    var components: [ICalendarComponent] = []

    /// The first property of a name.
    func property(_ name: String) -> ICalendarProperty? {
        properties.first { $0.name == name }
    }

    /// Every property of a name.
    func properties(_ name: String) -> [ICalendarProperty] {
        properties.filter { $0.name == name }
    }

    /// The components of a name inside this one, at any depth, in the order their `BEGIN`s come.
    func all(_ name: String) -> [ICalendarComponent] {
        var found: [ICalendarComponent] = []
        for component in components {
            if component.name == name { found.append(component) }
            found += component.all(name)
        }
        return found
    }

    /// The file's calendar, read from its bytes.
    /// - Parameters:
    ///   - bytes: the file.
    ///   - byteLimit: larger files are refused.
    ///   - eventLimit: files with more `VEVENT`s are refused.
    /// - Throws: an `ICalendarError` saying what is wrong, and where.
    static func calendar(in bytes: [UInt8], byteLimit: Int, eventLimit: Int) throws(ICalendarError) -> ICalendarComponent {
        guard bytes.count <= byteLimit else { throw .tooLarge(bytes: bytes.count, limit: byteLimit) }
        let lines = try ICalendarUnfolding.lines(of: bytes)
        let lastNumber = lines.last { !$0.text.isEmpty }?.number
        var stack: [ICalendarComponent] = []
        var calendar: ICalendarComponent?
        var events = 0
        for (number, line) in lines {
            if line.isEmpty { continue }
            guard let property = ICalendarProperty(line, number: number) else {
                if calendar == nil, stack.isEmpty { throw .notACalendar }
                // A broken last line inside a component is where the file was cut.
                if number == lastNumber, let open = stack.last { throw .truncated(inside: open.name) }
                throw .malformedLine(number: number)
            }
            if calendar == nil, stack.isEmpty {
                guard property.name == "BEGIN", property.value.uppercased() == "VCALENDAR" else { throw .notACalendar }
            }
            switch property.name {
            case "BEGIN":
                let name = property.value.uppercased()
                guard stack.count < depthLimit else { throw .nestedTooDeeply(number: number, limit: depthLimit) }
                if name == "VEVENT" {
                    events += 1
                    guard events <= eventLimit else { throw .tooManyEntries(limit: eventLimit) }
                }
                stack.append(ICalendarComponent(name: name, number: number))
            case "END":
                let name = property.value.uppercased()
                guard let last = stack.last, last.name == name else { throw .mismatchedEnd(number: number, name: name) }
                stack.removeLast()
                if stack.isEmpty {
                    // Only the first calendar is read; anything after it is left alone.
                    if calendar == nil { calendar = last }
                } else {
                    stack[stack.count - 1].components.append(last)
                }
            default:
                // Properties outside any component (after the calendar) are ignored.
                if !stack.isEmpty { stack[stack.count - 1].properties.append(property) }
            }
        }
        if let open = stack.last { throw .truncated(inside: open.name) }
        guard let calendar else { throw .notACalendar }
        return calendar
    }
}
