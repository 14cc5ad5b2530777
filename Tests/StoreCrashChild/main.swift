// conbook-store-crash-child: saves two versions of a convention in turn, forever, so that a test
// can kill it at any moment and check that the database holds exactly one version.
//
//   conbook-store-crash-child seed PATH           saves version A and its favourites
//   conbook-store-crash-child save PATH SEED      first prints "holds V" (V as `check` says), then
//                                                 saves version (SEED + n) % 2 on the n-th turn,
//                                                 printing "saved N" after each commit, until killed
//   conbook-store-crash-child check PATH          prints which version the database holds:
//                                                 "A", "B", or "neither: " and why
import ConbookCore
import ConbookSQLite
import Foundation

/// Both versions and their favourites.
struct CrashVersions {
    var conventions: [StoredConvention]
    var favourites: [Set<Event.ID>]
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
    let changed = events[100]
    let content = ConventionContent(
        [day], [room], [track], events,
        details: ConventionDetails(title: "Crash Con \(marker)", timeZoneIdentifier: "Europe/Berlin"))
    var stored = StoredConvention(
        conventionIdentifier: ConventionIdentifier("CRASH-\(marker)"),
        lastServerTime: base.advanced(by: .seconds(version)), content: content)
    stored[changesOf: Event.self] = [changed.id: EventChange(kind: .changed([.title]), previous: nil, current: changed)]
    return stored
}

let versions = CrashVersions(
    conventions: [convention(version: 0), convention(version: 1)],
    favourites: [["event-1", "event-2", "event-3"], ["event-100", "event-200", "event-349", "event-gone"]])

/// The update that turns one version into the other, with every entity of the new version
/// upserted (changed or not) and every one only the old version has removed: the largest write.
func update(from old: StoredConvention, to new: StoredConvention) -> ConventionUpdate {
    var update = ConventionUpdate(from: old, to: new)
    update[Day.self].upserted = Array(new.content[Day.self].all)
    update[Room.self].upserted = Array(new.content[Room.self].all)
    update[Track.self].upserted = Array(new.content[Track.self].all)
    update[Event.self].upserted = Array(new.content[Event.self].all)
    update[changesOf: Event.self] = new[changesOf: Event.self]
    return update
}

/// Which version a database holds, in words.
func versionHeld(at path: String) throws(StoreError) -> String {
    let store = try ConbookDatabase(fileURL: URL(fileURLWithPath: path)).store(for: "crash")
    let loaded = try store.loadConvention()
    let favourites = try store.loadFavourites()
    guard let version = versions.conventions.firstIndex(where: { $0 == loaded }) else {
        return "neither: the convention is \(loaded?.conventionIdentifier.rawValue ?? "nil") with "
            + "\(loaded?.content[Event.self].count ?? 0) events"
    }
    guard versions.favourites.contains(favourites) else {
        return "neither: favourites \(favourites.map(\.rawValue).sorted()) are neither A's nor B's"
    }
    return version == 0 ? "A" : "B"
}

/// Writes a line to the standard output at once (unbuffered), for the test that watches it.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("conbook-store-crash-child: \(message)\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "seed":
    guard arguments.count == 2 else { fail("usage: seed PATH") }
    do throws(StoreError) {
        let store = try ConbookDatabase(fileURL: URL(fileURLWithPath: arguments.last!)).store(for: "crash")
        try store.saveConvention(versions.conventions[0])
        try store.saveFavourites(versions.favourites[0])
    } catch {
        fail("\(error)")
    }
case "check":
    guard arguments.count == 2 else { fail("usage: check PATH") }
    do throws(StoreError) {
        say(try versionHeld(at: arguments.last!))
    } catch {
        fail("\(error)")
    }
case "save":
    guard arguments.count == 3, let seed = Int(arguments.last!) else { fail("usage: save PATH SEED") }
    let path = arguments[arguments.startIndex + 1]
    do throws(StoreError) {
        say("holds \(try versionHeld(at: path))")
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
            try store.saveFavourites(versions.favourites[version])
            saves += 1
            say("saved \(saves)")
        }
    } catch {
        fail("\(error)")
    }
default:
    fail("usage: conbook-store-crash-child seed PATH | save PATH SEED | check PATH")
}
