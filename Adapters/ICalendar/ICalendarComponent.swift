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
    /// The lines inside it (not inside its components) that are not content lines, left out.
    var unreadableLines: [Int] = []

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

    /// The file's calendar, read from its bytes, as leniently as the calendars people publish
    /// need and as strictly as broken or hostile files call for:
    /// - UTF-16 (with a byte-order mark) is read as such, a UTF-8 byte-order mark skipped.
    /// - Lines before `BEGIN:VCALENDAR` (an HTML comment around the calendar) and after its
    ///   `END` are left alone.
    /// - A line that is not a content line is left out (inside an event, `unreadableLines` says
    ///   which), except the last one, which is where a file was cut.
    /// - An `END` that names no open component (`END:VCALENDER`) closes the innermost one; one that
    ///   names a component further out closes the ones inside it too.
    /// - A `QUOTED-PRINTABLE` value (vCalendar 1.0) is decoded, its soft line breaks joined.
    /// - Parameters:
    ///   - bytes: the file.
    ///   - byteLimit: larger files are refused.
    ///   - eventLimit: files with more `VEVENT`s are refused.
    /// - Throws: an `ICalendarError` saying what is wrong, and where: too large, not text, not a
    ///   calendar, cut short, nested too deep, a line too long, too many events.
    static func calendar(in bytes: [UInt8], byteLimit: Int, eventLimit: Int) throws(ICalendarError) -> ICalendarComponent {
        guard bytes.count <= byteLimit else { throw .tooLarge(bytes: bytes.count, limit: byteLimit) }
        let text = ICalendarEncoding.utf8Bytes(of: bytes)
        guard !text.contains(0) else { throw .notText }
        let lines = try ICalendarUnfolding.lines(of: text)
        let lastNumber = lines.last?.number
        var stack: [ICalendarComponent] = []
        var calendar: ICalendarComponent?
        var events = 0
        var index = 0
        while index < lines.count {
            let (number, line) = lines[index]
            index += 1
            if calendar != nil { break }
            guard var property = ICalendarProperty(line, number: number) else {
                guard !stack.isEmpty else { continue }
                // A broken last line inside a component is where the file was cut.
                if number == lastNumber { throw .truncated(inside: stack[stack.count - 1].name) }
                stack[stack.count - 1].unreadableLines.append(number)
                continue
            }
            if stack.isEmpty, !(property.name == "BEGIN" && property.trimmedValue.uppercased() == "VCALENDAR") { continue }
            switch property.name {
            case "BEGIN":
                let name = property.trimmedValue.uppercased()
                guard stack.count < depthLimit else { throw .nestedTooDeeply(number: number, limit: depthLimit) }
                if name == "VEVENT" {
                    events += 1
                    guard events <= eventLimit else { throw .tooManyEntries(limit: eventLimit) }
                }
                stack.append(ICalendarComponent(name: name, number: number))
            case "END":
                let name = property.trimmedValue.uppercased()
                // Closes the named component and those inside it; a name of none, the innermost.
                let closing = stack.lastIndex { $0.name == name } ?? stack.count - 1
                while stack.count > closing {
                    let last = stack.removeLast()
                    if stack.isEmpty {
                        calendar = last
                    } else {
                        stack[stack.count - 1].components.append(last)
                    }
                }
            default:
                if property.isQuotedPrintable {
                    // Soft line breaks (`=` at a line's end) continue on lines that are not folded.
                    while property.value.hasSuffix("="), index < lines.count, lines[index].number != lastNumber,
                        ICalendarProperty(lines[index].text, number: lines[index].number) == nil
                    {
                        property.append(softBreakContinuation: lines[index].text)
                        index += 1
                    }
                }
                stack[stack.count - 1].properties.append(property)
            }
        }
        if let open = stack.last { throw .truncated(inside: open.name) }
        guard let calendar else { throw .notACalendar }
        return calendar
    }
}
