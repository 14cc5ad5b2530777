import ConbookCore
import Foundation

/// The lists a pretalx widget document keeps apart from its talks, by id: rooms and tracks
/// (`id` → name, names possibly translation maps) and speakers (`code` → name), the speakers
/// also as people. Of two speakers with one code the first counts.
struct PretalxWidgetDirectory {
    /// Room names in the document's order (pretalx lists rooms by their position).
    private(set) var roomOrder: [String] = []
    private var rooms: [String: String] = [:]
    private var tracks: [String: String] = [:]
    private var speakers: [String: String] = [:]
    /// The speakers as people: identity the `code`, the `name`, the `biography` (when the widget
    /// has one) and the picture `avatar`; nameless speakers are left out.
    private(set) var people = PeopleList()
    /// The rooms, tracks and speakers that could not be read, left out.
    private(set) var skipped: [SkippedEntity] = []

    /// Reads `rooms`, `tracks` and `speakers` of the top-level object; each entry needs its id and
    /// a name, else it is left out and reported with its path (`rooms[2].name`). A list that is not
    /// one is refused.
    init(_ root: PathedJSONObject) throws(ConventionAPIError) {
        try root.forEachEntry("rooms", describing: Room.self, skipped: &skipped) { room throws(ConventionAPIError) in
            let name = HTMLEntityText.decoded(try room.localizedText("name"))
            guard !name.isEmpty else { throw room.problem("name", "is missing") }
            rooms[try room.requiredText("id")] = name
            roomOrder.append(name)
        }
        try root.forEachEntry("tracks", describing: Track.self, skipped: &skipped) { track throws(ConventionAPIError) in
            let name = HTMLEntityText.decoded(try track.localizedText("name"))
            guard !name.isEmpty else { throw track.problem("name", "is missing") }
            tracks[try track.requiredText("id")] = name
        }
        try root.forEachEntry("speakers", describing: Person.self, skipped: &skipped) { speaker throws(ConventionAPIError) in
            let code = try speaker.requiredText("code")
            let name = HTMLEntityText.decoded(try speaker.localizedText("name"))
            guard speakers[code] == nil else { return }
            let person = Person(
                id: Person.ID(code), name: name, biography: try speaker.localizedText("biography"),
                pictureAddress: try speaker.text("avatar"))
            speakers[code] = name
            people.add(person)
        }
    }

    /// The name of the talk's room (its `room` id); empty without one; refused when no room has it.
    func room(of talk: PathedJSONObject) throws(ConventionAPIError) -> String {
        let id = try talk.text("room")
        guard !id.isEmpty else { return "" }
        guard let name = rooms[id] else { throw talk.problem("room", "no room in “rooms” has the id \(id)") }
        return name
    }

    /// The name of the talk's track (its `track` id); empty without one; refused when no track has it.
    func track(of talk: PathedJSONObject) throws(ConventionAPIError) -> String {
        let id = try talk.text("track")
        guard !id.isEmpty else { return "" }
        guard let name = tracks[id] else { throw talk.problem("track", "no track in “tracks” has the id \(id)") }
        return name
    }

    /// The names of the talk's speakers (its `speakers` codes), in its order. A code that is not
    /// text or that no speaker has is left out of the item (recorded there); speakers without a
    /// name are left out. Refused when `speakers` is not a list.
    func speakers(of talk: PathedJSONObject, item: inout FlatScheduleItem) throws(ConventionAPIError) -> [String] {
        var names: [String] = []
        for (index, value) in try talk.list("speakers").enumerated() {
            let place = "speakers[\(index)]"
            guard value is String || value is NSNumber else {
                item.leftOut.append(
                    ("speaker", talk.problem(place, "is \(PathedJSONObject.describe(value)), not a speaker's code")))
                continue
            }
            let code = ScheduleJSON.text(value)
            guard let name = speakers[code] else {
                item.leftOut.append(("speaker", talk.problem(place, "no speaker in “speakers” has the code “\(code)”")))
                continue
            }
            if !name.isEmpty { names.append(name) }
        }
        return names
    }
}
