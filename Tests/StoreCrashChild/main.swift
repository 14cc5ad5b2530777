// conbook-store-crash-child: saves two versions of a convention in turn, forever, so that a test
// can kill it at any moment and check that the database holds exactly one version.
//
//   conbook-store-crash-child versions            prints both versions as JSON (see CrashVersions)
//   conbook-store-crash-child save PATH SEED      saves version (SEED + n) % 2 on the n-th turn,
//                                                 printing "saved N" after each commit, until killed
import ConbookCore
import ConbookSQLite
import Foundation

/// Both versions and their favourites; the test decodes this JSON to know what to expect.
struct CrashVersions: Codable {
    var conventions: [StoredConvention]
    var favourites: [[Event.ID]]
}

/// Version 0 ("A") or 1 ("B"): 300 events each, overlapping, every field marked with the version.
func convention(version: Int) -> StoredConvention {
    let marker = version == 0 ? "A" : "B"
    let first = version == 0 ? 0 : 50
    let base = Instant(millisecondsSinceEpoch: 1_787_130_000_000)
    let day = Day(id: "day-1", name: "Day 1 \(marker)", date: CalendarDate(year: 2026, month: 8, day: 19)!)
    let room = Room(id: Room.ID("room-\(marker)"), name: "Room \(marker)")
    let track = Track(id: "track", name: "Track \(marker)")
    let events = (first..<first + 300).map { index in
        let start = base.advanced(by: .seconds(60 * index))
        return Event(
            id: Event.ID("event-\(index)"), title: "Event \(index) [\(marker)]", abstract: "Version \(marker).",
            hosts: ["Host \(index % 7)"], dayID: day.id, roomID: room.id, trackID: track.id, start: start,
            end: start.advanced(by: .seconds(1800 + version * 60)), tags: [marker])
    }
    var changes: [Event.ID: EventChange] = [:]
    let changed = events[100]
    changes[changed.id] = EventChange(kind: .changed([.title]), previous: nil, current: changed)
    let content = ConventionContent(
        days: [day], rooms: [room], tracks: [track], events: events,
        details: ConventionDetails(title: "Crash Con \(marker)", timeZoneIdentifier: "Europe/Berlin"))
    return StoredConvention(
        conventionIdentifier: ConventionIdentifier("CRASH-\(marker)"),
        lastServerTime: base.advanced(by: .seconds(version)), content: content, eventChanges: changes)
}

let versions = CrashVersions(
    conventions: [convention(version: 0), convention(version: 1)],
    favourites: [["event-1", "event-2", "event-3"], ["event-100", "event-200", "event-349", "event-gone"]])

/// The update that turns one version into the other: every entity of the new version upserted,
/// every one only the old version has removed.
func update(from old: StoredConvention, to new: StoredConvention) -> ConventionUpdate {
    func entities<Entity>(_ old: EntityTable<Entity>, _ new: EntityTable<Entity>) -> EntityUpdate<Entity> {
        EntityUpdate(upserted: Array(new.all), removed: old.ids.subtracting(new.ids))
    }
    return ConventionUpdate(
        conventionIdentifier: new.conventionIdentifier, lastServerTime: new.lastServerTime,
        sourceVersion: new.sourceVersion, details: new.content.details,
        days: entities(old.content.days, new.content.days), rooms: entities(old.content.rooms, new.content.rooms),
        tracks: entities(old.content.tracks, new.content.tracks),
        events: entities(old.content.events, new.content.events),
        announcements: entities(old.content.announcements, new.content.announcements),
        images: entities(old.content.images, new.content.images), eventChanges: new.eventChanges,
        removedFavourites: new.removedFavourites)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("conbook-store-crash-child: \(message)\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "versions":
    do {
        FileHandle.standardOutput.write(try JSONEncoder().encode(versions))
    } catch {
        fail("cannot encode the versions: \(error)")
    }
case "save":
    guard arguments.count == 3, let seed = Int(arguments.last!) else { fail("usage: save PATH SEED") }
    let path = arguments[arguments.startIndex + 1]
    do throws(StoreError) {
        let store = try ConbookDatabase(fileURL: URL(fileURLWithPath: path)).store(for: "crash")
        let updates = [
            update(from: versions.conventions[1], to: versions.conventions[0]),
            update(from: versions.conventions[0], to: versions.conventions[1]),
        ]
        guard versions.conventions[1].applying(updates[0]) == versions.conventions[0],
            versions.conventions[0].applying(updates[1]) == versions.conventions[1]
        else { fail("the updates do not turn one version into the other") }
        var saves = 0
        while true {
            let version = (seed + saves) % 2
            if saves % 2 == 1 {
                try store.apply(updates[version])
            } else {
                try store.saveConvention(versions.conventions[version])
            }
            try store.saveFavourites(Set(versions.favourites[version]))
            saves += 1
            FileHandle.standardOutput.write(Data("saved \(saves)\n".utf8))
        }
    } catch {
        fail("\(error)")
    }
default:
    fail("usage: conbook-store-crash-child versions | save PATH SEED")
}
