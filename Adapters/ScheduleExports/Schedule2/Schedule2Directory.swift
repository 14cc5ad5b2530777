import ConbookCore

/// What a schedule2 document lists apart from its events: the conference's rooms (in order, by
/// `guid` and `slug`) and tracks (by `slug`), and the `persons` (by `guid`); events refer to them.
struct Schedule2Directory {
    /// Room names in the conference's order.
    private(set) var roomOrder: [String] = []
    private var roomsByGUID: [String: String] = [:]
    private var roomsBySlug: [String: String] = [:]
    private var tracksBySlug: [String: String] = [:]
    private var personsByGUID: [String: String] = [:]
    /// Rooms whose `features.recording` says their events are not recorded (forbidden, not
    /// possible, or not by default).
    private(set) var unrecordedRooms: Set<String> = []
    /// The rooms and tracks that could not be read, left out.
    private(set) var skipped: [SkippedEntity] = []

    /// Reads `conference.rooms`, `conference.tracks` and `schedule.persons`; a room or track
    /// without a name is left out and reported with its path; a list that is not one is refused.
    init(conference: PathedJSONObject, schedule: PathedJSONObject) throws(ConventionAPIError) {
        try conference.forEachEntry("rooms", describing: Room.self, skipped: &skipped) { room throws(ConventionAPIError) in
            let name = try room.requiredText("name")
            roomOrder.append(name)
            let guid = try room.text("guid")
            if !guid.isEmpty { roomsByGUID[guid] = name }
            let slug = try room.text("slug")
            if !slug.isEmpty { roomsBySlug[slug] = name }
            let recording = try room.object("features")?.text("recording").uppercased() ?? ""
            if ["RECORDING_FORBIDDEN", "RECORDING_NOT_POSSIBLE", "NOT_RECORDED_BY_DEFAULT"].contains(recording) {
                unrecordedRooms.insert(name)
            }
        }
        try conference.forEachEntry("tracks", describing: Track.self, skipped: &skipped) { track throws(ConventionAPIError) in
            let name = try track.requiredText("name")
            let slug = try track.text("slug")
            if !slug.isEmpty { tracksBySlug[slug] = name }
        }
        for (_, entry) in try schedule.entries("persons") {
            guard let person = try? entry.get(), let guid = try? person.text("guid"), let name = try? person.localizedText("name")
            else { continue }
            if !guid.isEmpty, !name.isEmpty { personsByGUID[guid] = name }
        }
    }

    /// The event's room: a reference object's `name`, else the conference room with its `guid`
    /// or `slug`; or a room's name as text. Empty without a room; refused when a reference names
    /// no known room.
    func room(of event: PathedJSONObject) throws(ConventionAPIError) -> String {
        if event.values["room"] is String { return try event.text("room") }
        guard let reference = try event.object("room") else { return "" }
        let name = try reference.text("name")
        if !name.isEmpty { return name }
        let guid = try reference.text("guid")
        if let known = roomsByGUID[guid] { return known }
        let slug = try reference.text("slug")
        if let known = roomsBySlug[slug] { return known }
        throw event.problem("room", "names no room of the conference (guid “\(guid)”, slug “\(slug)”)")
    }

    /// The event's track: the conference track with the reference's `slug`, else the reference's
    /// `name`, else the slug itself; or text, read as a slug when a track has it, else as a name.
    func track(of event: PathedJSONObject) throws(ConventionAPIError) -> String {
        if event.values["track"] is String {
            let written = try event.text("track")
            return tracksBySlug[written] ?? written
        }
        guard let reference = try event.object("track") else { return "" }
        let slug = try reference.text("slug")
        if let known = tracksBySlug[slug] { return known }
        let name = try reference.text("name")
        return name.isEmpty ? slug : name
    }

    /// The names of the event's `participants`, in order: each one's `name`, else the name of the
    /// person with its `guid`; one that is neither is left out of the item (recorded there).
    func participants(
        of event: PathedJSONObject, leftOut: inout [(property: String, problem: ConventionAPIError)]
    ) throws(ConventionAPIError) -> [String] {
        var names: [String] = []
        for (path, entry) in try event.entries("participants") {
            do throws(ConventionAPIError) {
                let participant = try entry.get()
                var name = HTMLEntityText.decoded(try participant.localizedText("name"))
                if name.isEmpty {
                    let guid = try participant.text("guid")
                    guard let known = personsByGUID[guid] else {
                        throw ScheduleJSON.problem(
                            event.kind, at: path, "has no name, and no person in “persons” has its guid “\(guid)”")
                    }
                    name = known
                }
                names.append(name)
            } catch {
                leftOut.append(("participant", error))
            }
        }
        return names
    }
}
