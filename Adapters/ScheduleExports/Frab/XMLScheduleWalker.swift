import CLibXML2
import ConbookCore
import ConbookDownloads

/// The state machine behind `XMLScheduleReader`: libxml2's SAX2 parser calls it for every start
/// tag, end tag and piece of text, in one pass, and it fills a `ScheduleDocument` (no node of the
/// document is built: the parser's own work is about half that of `xmlTextReader`, which builds
/// and frees a node for each).
///
/// Element names are compared as pointers: libxml2 interns every name in the parser's
/// dictionary, where ours are looked up once.
///
/// A value the parser reaches through a pointer (its user data): its state is then changed in
/// place, without the exclusivity checks and reference counting a class's properties would cost
/// at every call.
struct XMLScheduleWalker {
    /// Which text is being collected.
    private enum Field {
        case acronym, conferenceTitle, timeZoneName, dayChange, version
        case title, subtitle, abstract, description, slug, language, room, track, date, start, duration
        case person, link, recordingOptOut
        case personName, biography, extendedBiography
    }

    /// The parser calling the walker, from `attach(to:)` on.
    private var parser: xmlParserCtxtPtr?
    private let maximumDepth: Int
    private var names = InternedNames(dictionary: nil)
    /// Abstracts and descriptions, one `String` for each text however many events repeat it.
    private let repeatedTexts = SharedTexts()
    /// The first error libxml2 reported.
    let capture = XMLErrorCapture()
    /// Why the walk stopped the parser, when it did (a rule of ours, not libxml2's).
    private(set) var refusal: ConventionAPIError?

    private(set) var document = ScheduleDocument()
    private var sawRoot = false
    /// How many elements are open.
    private var openElements = 0
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
    /// The text of the field being read, as UTF-8 (libxml2 gives it in pieces of a few hundred bytes).
    private var text: [UInt8] = []
    private var linkURL = ""
    /// The depth of the top-level `<persons>` list while it is read.
    private var peopleListDepth: Int?
    /// The person of that list being read, while `personDepth` is set.
    private var person = ListedPersonDraft()
    private var personDepth: Int?
    /// The attributes of the start tag being handled (libxml2's five pointers for each).
    private var attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    private var attributeCount = 0

    init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
        text.reserveCapacity(4096)
    }

    /// Makes the walker the one `parser` calls, before it parses anything.
    mutating func attach(to parser: xmlParserCtxtPtr) {
        self.parser = parser
        names = InternedNames(dictionary: parser.pointee.dict)
    }

    /// libxml2's first error, when it (not a rule of ours) ended the walk.
    var libxmlError: XMLErrorCapture.Report? { refusal == nil ? capture.first : nil }

    /// The document read, or why it could not be: a refusal of ours first, else libxml2's first
    /// error.
    func result() throws(ConventionAPIError) -> ScheduleDocument {
        if let refusal { throw refusal }
        if capture.first != nil { throw parseError() }
        guard sawRoot else { throw .malformed("the document has no root element") }
        return document
    }

    // MARK: - What the parser calls

    /// A start tag (or an empty element's, followed by `endElement`) with its attributes.
    mutating func startElement(
        _ name: UnsafePointer<xmlChar>?, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int
    ) {
        let depth = openElements
        openElements += 1
        guard refusal == nil else { return }
        guard depth < maximumDepth else {
            refuse(.malformed("\(position()): elements are nested deeper than \(maximumDepth) levels"))
            return
        }
        if !sawRoot {
            sawRoot = true
            guard name == names.schedule else {
                let found = name.map { String(cString: $0) } ?? "?"
                refuse(.malformed("the root element is <\(found)>, not <schedule>"))
                return
            }
        }
        self.attributes = attributes
        attributeCount = count
        defer { self.attributes = nil }
        start(name, depth: depth)
    }

    /// An end tag.
    mutating func endElement() {
        openElements -= 1
        guard refusal == nil else { return }
        end(depth: openElements)
    }

    /// A piece of text or of a CDATA section.
    mutating func characters(_ bytes: UnsafePointer<xmlChar>?, count: Int) {
        guard field != nil, let bytes, count > 0 else { return }
        text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }

    /// A reference to an entity libxml2 does not expand (entities are never declared to it).
    mutating func entityReference(_ name: UnsafePointer<xmlChar>?) {
        let entity = name.map { String(cString: $0) } ?? "?"
        refuse(.malformed("\(position()): the entity reference &\(entity); is refused (entities are not expanded)"))
    }

    /// An error libxml2 reports: the first of level error or worse ends the walk.
    mutating func report(_ error: xmlError) {
        capture.record(error)
        if capture.first != nil, let parser { xmlStopParser(parser) }
    }

    private mutating func refuse(_ error: ConventionAPIError) {
        guard refusal == nil else { return }
        refusal = error
        if let parser { xmlStopParser(parser) }
    }

    private mutating func start(_ name: UnsafePointer<xmlChar>?, depth: Int) {
        if inEvent {
            startInsideEvent(name, depth: depth, eventDepth: eventDepth)
            return
        }
        if let dayDepth {
            if name == names.event {
                event.sourceID = attribute(names.id)
                event.guid = attribute(names.guid)
                event.enclosingRoom = roomName
                event.dayIndex = document.days.count - 1
                event.location = .line(line)
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
            day.location = .line(line)
            document.days.append(day)
            dayDepth = depth
        }
    }

    private mutating func startInsideEvent(_ name: UnsafePointer<xmlChar>?, depth: Int, eventDepth: Int) {
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
        text.removeAll(keepingCapacity: true)
    }

    private mutating func end(depth: Int) {
        if let field, depth == fieldDepth {
            finish(field, String(decoding: text, as: UTF8.self).trimmedForSchedule)
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

    /// An attribute of the start tag being handled; empty when absent. libxml2 gives an `&` of an
    /// attribute's value (written `&amp;` or `&#38;`) as `&#38;` when it substitutes no entities:
    /// turned back into `&`.
    private func attribute(_ name: UnsafePointer<xmlChar>?) -> String {
        guard let attributes, let name else { return "" }
        for index in 0..<attributeCount where attributes[index * 5] == name && attributes[index * 5 + 1] == nil {
            guard let start = attributes[index * 5 + 3], let end = attributes[index * 5 + 4] else { return "" }
            let bytes = UnsafeBufferPointer(start: start, count: end - start)
            let value = String(decoding: bytes, as: UTF8.self)
            return bytes.contains(UInt8(ascii: "&")) ? value.replacing("&#38;", with: "&") : value
        }
        return ""
    }

    /// The line the parser is at.
    private var line: Int { parser.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0 }

    private func position() -> String {
        "line \(line), column \(parser.map { Int(xmlSAX2GetColumnNumber($0)) } ?? 0)"
    }

    /// The error libxml2 reported, as a `ConventionAPIError`.
    private func parseError() -> ConventionAPIError {
        guard let report = capture.first else { return .malformed("\(position()): the document is not well-formed XML") }
        let detail = "line \(report.line), column \(report.column): \(report.message)"
        if report.code == Int(XML_ERR_UNDECLARED_ENTITY.rawValue), let entity = report.quoted {
            return .malformed(
                "line \(report.line), column \(report.column): the entity reference &\(entity); is refused (entities are not expanded)"
            )
        }
        let prematureEnd =
            report.code == Int(XML_ERR_TAG_NOT_FINISHED.rawValue)
            || report.code == Int(XML_ERR_DOCUMENT_END.rawValue) && report.message.contains("Premature")
            || report.message.contains("Premature end")
        return prematureEnd ? .truncated(detail) : .malformed(detail)
    }
}

/// The element and attribute names the walker looks for, interned in the parser's dictionary.
private struct InternedNames {
    let schedule, conference, acronym, title, timeZoneName, dayChange, day, room, event: UnsafePointer<xmlChar>?
    let subtitle, abstract, description, slug, language, track, date, start, duration: UnsafePointer<xmlChar>?
    let persons, person, links, link, id, guid, name, index, href, version, recording, optout: UnsafePointer<xmlChar>?
    let biography, extendedBiography: UnsafePointer<xmlChar>?

    init(dictionary: xmlDictPtr?) {
        func intern(_ text: StaticString) -> UnsafePointer<xmlChar>? {
            xmlDictLookup(dictionary, text.utf8Start, -1)
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
