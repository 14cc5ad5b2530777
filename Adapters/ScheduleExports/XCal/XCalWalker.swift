import CLibXML2
import ConbookCore

/// The state machine behind `XCalReader`: one pass over libxml2's reader nodes, collecting the
/// `vcalendar`'s properties and each `vevent`'s.
///
/// Both shapes of xCal are read: Pentabarf's flat one (properties straight inside the component,
/// their text inside them: `<dtstart>20250317T130000</dtstart>`) and RFC 6321's (properties inside
/// `<properties>`, components inside `<components>`, values inside value elements, parameters
/// inside `<parameters>`). Other components (`vtimezone`, `valarm`, `vtodo`…) are skipped whole.
/// Names are compared by their lower-case local name, so namespace prefixes do not matter.
struct XCalWalker {
    /// Components whose content is skipped (everything but `vcalendar` and `vevent`).
    private static let otherComponents: Set<String> = [
        "vtodo", "vjournal", "vfreebusy", "vtimezone", "valarm", "standard", "daylight", "vavailability", "available",
    ]
    private static let wrappers: Set<String> = ["properties", "components"]

    private let reader: xmlTextReaderPtr
    private let capture: XMLErrorCapture
    private let maximumDepth: Int

    /// The first `vcalendar`'s properties.
    private(set) var calendar = XCalComponent()
    /// Every `vevent`, in document order.
    private(set) var events: [XCalComponent] = []

    private var calendarDepth: Int?
    private var calendarWrapperDepth: Int?
    private var sawCalendar = false
    private var event: XCalComponent?
    private var eventDepth = 0
    private var eventWrapperDepth: Int?
    private var skipDepth: Int?

    private var propertyName: String?
    private var property = XCalProperty()
    private var propertyDepth = 0
    private var directText = ""
    private var valueDepth: Int?
    private var valueText = ""
    private var parametersDepth: Int?
    private var parameterName: String?
    private var parameterDepth = 0
    private var parameterText = ""

    init(reader: xmlTextReaderPtr, capture: XMLErrorCapture, maximumDepth: Int) {
        self.reader = reader
        self.capture = capture
        self.maximumDepth = maximumDepth
    }

    /// Reads the whole document.
    mutating func walk() throws(ConventionAPIError) {
        var sawRoot = false
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status == 1 else { throw parseError() }
            if propertyName == nil, isTextNode() { continue }
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                let depth = Int(xmlTextReaderDepth(reader))
                guard depth < maximumDepth else {
                    throw Self.error("\(position()): elements are nested deeper than \(maximumDepth) levels")
                }
                let name = xmlTextReaderConstLocalName(reader).map { String(cString: $0).lowercased() } ?? ""
                if !sawRoot {
                    sawRoot = true
                    guard name == "icalendar" else { throw Self.error("the root element is <\(name)>, not <iCalendar>") }
                }
                start(name, depth: depth)
                if xmlTextReaderIsEmptyElement(reader) == 1 { end(depth: depth) }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                end(depth: Int(xmlTextReaderDepth(reader)))
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
                Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
                if let value = xmlTextReaderConstValue(reader) { collect(String(cString: value)) }
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue):
                let name = xmlTextReaderConstName(reader).map { String(cString: $0) } ?? "?"
                throw Self.error("\(position()): the entity reference &\(name); is refused (entities are not expanded)")
            default:
                break
            }
        }
        if capture.first != nil { throw parseError() }
        guard sawRoot else { throw Self.error("the document has no root element") }
        guard sawCalendar else { throw Self.error("the document has no <vcalendar>") }
    }

    private mutating func start(_ name: String, depth: Int) {
        if skipDepth != nil { return }
        if propertyName != nil {
            startInsideProperty(name, depth: depth)
            return
        }
        if event != nil {
            let level = depth == eventDepth + 1 || depth == (eventWrapperDepth ?? -2) + 1
            if !level || Self.otherComponents.contains(name) || name == "vevent" || name == "vcalendar" {
                skipDepth = depth
            } else if Self.wrappers.contains(name), depth == eventDepth + 1 {
                eventWrapperDepth = depth
            } else {
                beginProperty(name, depth: depth)
            }
            return
        }
        if let calendarDepth {
            let level = depth == calendarDepth + 1 || depth == (calendarWrapperDepth ?? -2) + 1
            if level, name == "vevent" {
                event = XCalComponent(line: line())
                eventDepth = depth
            } else if !level || Self.otherComponents.contains(name) || name == "vcalendar" {
                skipDepth = depth
            } else if Self.wrappers.contains(name), depth == calendarDepth + 1 {
                calendarWrapperDepth = depth
            } else {
                beginProperty(name, depth: depth)
            }
            return
        }
        if depth == 1, name == "vcalendar" {
            calendarDepth = depth
            sawCalendar = true
        } else if depth > 0 {
            skipDepth = depth
        }
    }

    private mutating func startInsideProperty(_ name: String, depth: Int) {
        if let parametersDepth {
            if depth == parametersDepth + 1 {
                parameterName = name
                parameterDepth = depth
                parameterText = ""
            }
        } else if depth == propertyDepth + 1 {
            if name == "parameters" {
                parametersDepth = depth
            } else if valueDepth == nil {
                valueDepth = depth
                valueText = ""
            }
        }
    }

    private mutating func beginProperty(_ name: String, depth: Int) {
        propertyName = name
        propertyDepth = depth
        property = XCalProperty(line: line())
        directText = ""
    }

    private mutating func collect(_ text: String) {
        guard propertyName != nil else { return }
        if parameterName != nil {
            parameterText += text
        } else if parametersDepth != nil {
            return
        } else if valueDepth != nil {
            valueText += text
        } else {
            directText += text
        }
    }

    private mutating func end(depth: Int) {
        if let skipDepth {
            if depth == skipDepth { self.skipDepth = nil }
            return
        }
        if let name = propertyName {
            if let parameter = parameterName, depth == parameterDepth {
                property.parameters[parameter] = parameterText.trimmedForSchedule
                parameterName = nil
            } else if depth == parametersDepth {
                parametersDepth = nil
            } else if depth == valueDepth {
                property.values.append(valueText.trimmedForSchedule)
                valueDepth = nil
            } else if depth == propertyDepth {
                if property.values.isEmpty { property.values = [directText.trimmedForSchedule] }
                if event != nil {
                    event?.properties[name, default: []].append(property)
                } else {
                    calendar.properties[name, default: []].append(property)
                }
                propertyName = nil
            }
            return
        }
        if let finished = event {
            if depth == eventWrapperDepth {
                eventWrapperDepth = nil
            } else if depth == eventDepth {
                events.append(finished)
                event = nil
            }
            return
        }
        if depth == calendarWrapperDepth {
            calendarWrapperDepth = nil
        } else if depth == calendarDepth {
            calendarDepth = nil
        }
    }

    /// Whether the current node is text or CDATA, told from the node itself (cheaper than
    /// `xmlTextReaderNodeType`; the walker keeps no text outside a property).
    private func isTextNode() -> Bool {
        guard let node = xmlTextReaderCurrentNode(reader) else { return false }
        let type = node.pointee.type
        return type == XML_TEXT_NODE || type == XML_CDATA_SECTION_NODE
    }

    /// The line the current node starts on (libxml2 records it on the node; the parser's own
    /// line may already be further on).
    private func line() -> Int {
        guard let node = xmlTextReaderCurrentNode(reader) else { return Int(xmlTextReaderGetParserLineNumber(reader)) }
        return Int(xmlGetLineNo(node))
    }

    private func position() -> String {
        "line \(xmlTextReaderGetParserLineNumber(reader)), column \(xmlTextReaderGetParserColumnNumber(reader))"
    }

    /// The error libxml2 reported, as a `ConventionAPIError` naming the format and the place.
    private func parseError() -> ConventionAPIError {
        guard let report = capture.first else { return Self.error("\(position()): the document is not well-formed XML") }
        let detail = "\(ScheduleSourceKind.xCal.formatName), line \(report.line), column \(report.column): \(report.message)"
        let prematureEnd =
            report.code == Int(XML_ERR_TAG_NOT_FINISHED.rawValue) || report.message.contains("Premature end")
        return prematureEnd ? .truncated(detail) : .malformed(detail)
    }

    /// A `.malformed` error naming the format.
    static func error(_ detail: String) -> ConventionAPIError {
        .malformed("\(ScheduleSourceKind.xCal.formatName), \(detail)")
    }
}
