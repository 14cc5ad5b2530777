import CLibXML2
import ConbookCore
import ConbookDownloads

/// The state machine behind `XMLScheduleReader`: one pass over the reader's nodes.
///
/// Element names are compared as pointers: libxml2 interns every name in the reader's
/// dictionary, and `xmlTextReaderConstString` returns the interned copy of ours.
struct XMLScheduleWalker {
    /// Which text is being collected.
    private enum Field {
        case acronym, conferenceTitle, timeZoneName, dayChange, version
        case title, subtitle, abstract, description, slug, language, room, track, date, start, duration
        case person, link, recordingOptOut
        case personName, biography, extendedBiography
    }

    private let reader: xmlTextReaderPtr
    private let capture: XMLErrorCapture
    private let maximumDepth: Int
    private let names: InternedNames
    /// Abstracts and descriptions, one `String` for each text however many events repeat it.
    private let repeatedTexts = SharedTexts()

    private var document = ScheduleDocument()
    private var conferenceDepth: Int?
    private var dayDepth: Int?
    private var roomName = ""
    private var roomDepth: Int?
    /// The event being read, valid while `inEvent`; moved into the document at its end tag
    /// (never copied: a draft holds many strings).
    private var event = EventDraft()
    private var inEvent = false
    private var eventDepth = 0
    private var listDepth: Int?
    private var field: Field?
    private var fieldDepth = 0
    private var text = ""
    private var linkURL = ""
    /// The depth of the top-level `<persons>` list while it is read.
    private var peopleListDepth: Int?
    /// The person of that list being read, while `personDepth` is set.
    private var person = ListedPersonDraft()
    private var personDepth: Int?

    init(reader: xmlTextReaderPtr, capture: XMLErrorCapture, maximumDepth: Int) {
        self.reader = reader
        self.capture = capture
        self.maximumDepth = maximumDepth
        self.names = InternedNames(reader: reader)
    }

    mutating func walk() throws(ConventionAPIError) -> ScheduleDocument {
        var sawRoot = false
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status == 1 else { throw parseError() }
            if field == nil, isTextNode() { continue }
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                let depth = Int(xmlTextReaderDepth(reader))
                guard depth < maximumDepth else {
                    throw .malformed("\(position()): elements are nested deeper than \(maximumDepth) levels")
                }
                let name = xmlTextReaderConstLocalName(reader)
                if !sawRoot {
                    sawRoot = true
                    guard name == names.schedule else {
                        let found = name.map { String(cString: $0) } ?? "?"
                        throw .malformed("the root element is <\(found)>, not <schedule>")
                    }
                }
                try start(name, depth: depth)
                if xmlTextReaderIsEmptyElement(reader) == 1 { try end(depth: depth) }
            case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
                try end(depth: Int(xmlTextReaderDepth(reader)))
            case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
                Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
                if field != nil, let value = xmlTextReaderConstValue(reader) {
                    if text.isEmpty {
                        text = String(cString: value)
                    } else {
                        text += String(cString: value)
                    }
                }
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue):
                let name = xmlTextReaderConstName(reader).map { String(cString: $0) } ?? "?"
                throw .malformed("\(position()): the entity reference &\(name); is refused (entities are not expanded)")
            default:
                break
            }
        }
        if capture.first != nil { throw parseError() }
        guard sawRoot else { throw .malformed("the document has no root element") }
        return document
    }

    private mutating func start(_ name: UnsafePointer<xmlChar>?, depth: Int) throws(ConventionAPIError) {
        if inEvent {
            try startInsideEvent(name, depth: depth, eventDepth: eventDepth)
            return
        }
        if let dayDepth {
            if name == names.event {
                event.sourceID = attribute(names.id)
                event.guid = attribute(names.guid)
                event.enclosingRoom = roomName
                event.dayIndex = document.days.count - 1
                event.location = .line(Int(xmlTextReaderGetParserLineNumber(reader)))
                inEvent = true
                eventDepth = depth
            } else if name == names.room, depth == dayDepth + 1 {
                roomName = attribute(names.name).trimmedForSchedule
                roomDepth = depth
            }
            return
        }
        if let peopleListDepth {
            startInsidePeopleList(name, depth: depth, listDepth: peopleListDepth)
            return
        }
        if let conferenceDepth {
            guard depth == conferenceDepth + 1 else { return }
            if name == names.acronym {
                begin(.acronym, depth)
            } else if name == names.title {
                begin(.conferenceTitle, depth)
            } else if name == names.timeZoneName {
                begin(.timeZoneName, depth)
            } else if name == names.dayChange {
                begin(.dayChange, depth)
            }
            return
        }
        if depth == 1, name == names.version {
            begin(.version, depth)
        } else if depth == 1, name == names.conference {
            conferenceDepth = depth
        } else if depth == 1, name == names.persons {
            peopleListDepth = depth
        } else if depth == 1, name == names.day {
            var day = DayDraft()
            day.date = attribute(names.date).trimmedForSchedule
            day.index = attribute(names.index).trimmedForSchedule
            day.start = attribute(names.start).trimmedForSchedule
            day.location = .line(Int(xmlTextReaderGetParserLineNumber(reader)))
            document.days.append(day)
            dayDepth = depth
        }
    }

    private mutating func startInsideEvent(
        _ name: UnsafePointer<xmlChar>?, depth: Int, eventDepth: Int
    ) throws(ConventionAPIError) {
        if let listDepth {
            guard field == nil, depth == listDepth + 1 else { return }
            if name == names.person {
                begin(.person, depth)
            } else if name == names.link {
                linkURL = attribute(names.href).trimmedForSchedule
                begin(.link, depth)
            } else if name == names.optout {
                begin(.recordingOptOut, depth)
            }
            return
        }
        guard depth == eventDepth + 1, field == nil else { return }
        switch name {
        case names.title: begin(.title, depth)
        case names.subtitle: begin(.subtitle, depth)
        case names.abstract: begin(.abstract, depth)
        case names.description: begin(.description, depth)
        case names.slug: begin(.slug, depth)
        case names.language: begin(.language, depth)
        case names.room: begin(.room, depth)
        case names.track: begin(.track, depth)
        case names.date: begin(.date, depth)
        case names.start: begin(.start, depth)
        case names.duration: begin(.duration, depth)
        case names.persons, names.links, names.recording: listDepth = depth
        default: break
        }
    }

    /// A `<person id>` of the top-level list, and its `<name>`, `<biography>` and
    /// `<extended_biography>`; anything else inside the list is skipped.
    private mutating func startInsidePeopleList(_ name: UnsafePointer<xmlChar>?, depth: Int, listDepth: Int) {
        guard field == nil else { return }
        if let personDepth {
            guard depth == personDepth + 1 else { return }
            switch name {
            case names.name: begin(.personName, depth)
            case names.biography: begin(.biography, depth)
            case names.extendedBiography: begin(.extendedBiography, depth)
            default: break
            }
        } else if depth == listDepth + 1, name == names.person {
            person = ListedPersonDraft(id: attribute(names.id).trimmedForSchedule)
            personDepth = depth
        }
    }

    private mutating func begin(_ field: Field, _ depth: Int) {
        self.field = field
        fieldDepth = depth
        text = ""
    }

    private mutating func end(depth: Int) throws(ConventionAPIError) {
        if let field, depth == fieldDepth {
            var collected = ""
            swap(&collected, &text)  // moved, not shared: the draft keeps the only reference
            finish(field, collected.trimmedForSchedule)
            self.field = nil
            return
        }
        if let listDepth, depth == listDepth {
            self.listDepth = nil
        } else if let personDepth, depth == personDepth {
            document.people.add(person.person)
            self.personDepth = nil
        } else if let peopleListDepth, depth == peopleListDepth {
            self.peopleListDepth = nil
        } else if inEvent, depth == eventDepth {
            var finished = EventDraft()
            swap(&finished, &event)
            document.events.append(finished)
            inEvent = false
        } else if let roomDepth, depth == roomDepth {
            roomName = ""
            self.roomDepth = nil
        } else if let dayDepth, depth == dayDepth {
            self.dayDepth = nil
        } else if let conferenceDepth, depth == conferenceDepth {
            self.conferenceDepth = nil
        }
    }

    private mutating func finish(_ field: Field, _ value: String) {
        switch field {
        case .acronym: document.acronym = value
        case .conferenceTitle: document.title = value
        case .timeZoneName: document.timeZoneName = value
        case .dayChange: document.dayChange = value
        case .version: document.version = value
        case .title: event.title = value
        case .subtitle: event.subtitle = value
        case .abstract: event.abstract = repeatedTexts.shared(value)
        case .description: event.description = repeatedTexts.shared(value)
        case .slug: event.slug = value
        case .language: event.language = value
        case .room: event.room = value
        case .track: event.track = value
        case .date: event.date = value
        case .start: event.start = value
        case .duration: event.duration = value
        case .person:
            if !value.isEmpty { event.persons.append(value) }
        case .link:
            if !linkURL.isEmpty { event.links.append(EventLink(title: value, url: linkURL)) }
        case .recordingOptOut:
            event.isRecordingOptOut = value.lowercased() == "true"
        case .personName: person.name = value
        case .biography: person.biography = value
        case .extendedBiography: person.extendedBiography = value
        }
    }

    /// Whether the current node is text or CDATA, told from the node itself: cheaper than
    /// `xmlTextReaderNodeType`, which also looks up the `xml:space` of every ancestor of white
    /// space (the text between elements, none of which the walker keeps outside a field).
    private func isTextNode() -> Bool {
        guard let node = xmlTextReaderCurrentNode(reader) else { return false }
        let type = node.pointee.type
        return type == XML_TEXT_NODE || type == XML_CDATA_SECTION_NODE
    }

    /// An attribute of the current element; empty when absent.
    private func attribute(_ name: UnsafePointer<xmlChar>?) -> String {
        guard let name, let value = xmlTextReaderGetAttribute(reader, name) else { return "" }
        defer { conbook_xmlFree(value) }
        return String(cString: value)
    }

    private func position() -> String {
        "line \(xmlTextReaderGetParserLineNumber(reader)), column \(xmlTextReaderGetParserColumnNumber(reader))"
    }

    /// The error libxml2 reported, as a `ConventionAPIError`.
    private func parseError() -> ConventionAPIError {
        guard let report = capture.first else { return .malformed("\(position()): the document is not well-formed XML") }
        let detail = "line \(report.line), column \(report.column): \(report.message)"
        let prematureEnd =
            report.code == Int(XML_ERR_TAG_NOT_FINISHED.rawValue)
            || report.code == Int(XML_ERR_DOCUMENT_END.rawValue) && report.message.contains("Premature")
            || report.message.contains("Premature end")
        return prematureEnd ? .truncated(detail) : .malformed(detail)
    }
}

/// The element and attribute names the walker looks for, interned in the reader's dictionary.
private struct InternedNames {
    let schedule, conference, acronym, title, timeZoneName, dayChange, day, room, event: UnsafePointer<xmlChar>?
    let subtitle, abstract, description, slug, language, track, date, start, duration: UnsafePointer<xmlChar>?
    let persons, person, links, link, id, guid, name, index, href, version, recording, optout: UnsafePointer<xmlChar>?
    let biography, extendedBiography: UnsafePointer<xmlChar>?

    init(reader: xmlTextReaderPtr) {
        func intern(_ text: StaticString) -> UnsafePointer<xmlChar>? {
            xmlTextReaderConstString(reader, text.utf8Start)
        }
        schedule = intern("schedule")
        conference = intern("conference")
        acronym = intern("acronym")
        title = intern("title")
        timeZoneName = intern("time_zone_name")
        dayChange = intern("day_change")
        day = intern("day")
        room = intern("room")
        event = intern("event")
        subtitle = intern("subtitle")
        abstract = intern("abstract")
        description = intern("description")
        slug = intern("slug")
        language = intern("language")
        track = intern("track")
        date = intern("date")
        start = intern("start")
        duration = intern("duration")
        persons = intern("persons")
        person = intern("person")
        links = intern("links")
        link = intern("link")
        id = intern("id")
        guid = intern("guid")
        name = intern("name")
        index = intern("index")
        href = intern("href")
        version = intern("version")
        recording = intern("recording")
        optout = intern("optout")
        biography = intern("biography")
        extendedBiography = intern("extended_biography")
    }
}
