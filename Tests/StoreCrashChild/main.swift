// conbook-store-crash-child: saves two versions of a convention (every kind the store holds:
// events, dealers, knowledge, maps, announcements, image references, what its sync skipped) and of
// its picture files in turn, forever, so that a test can kill it at any moment and check that the
// database holds exactly one version and every picture file is whole.
//
//   conbook-store-crash-child seed PATH           saves version A and its favourites
//   conbook-store-crash-child save PATH SEED      first prints "holds V" (V as `check` says), then
//                                                 saves version (SEED + n) % 2 on the n-th turn,
//                                                 printing "saved N" after each commit, until killed
//   conbook-store-crash-child check PATH          prints which version the database holds:
//                                                 "A", "B", or "neither: " and why (also when a
//                                                 picture file is neither A's nor B's bytes)
import ConbookCore
import ConbookSQLite
import Foundation

/// Both versions and their favourites.
struct CrashVersions {
    var conventions: [StoredConvention]
    var favourites: [Set<Event.ID>]
    var hidden: [HiddenItems]
    var friends: [FriendsLists]
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
    var content = ConventionContent(
        [day], [room], [track], events,
        details: ConventionDetails(title: "Crash Con \(marker)", timeZoneIdentifier: "Europe/Berlin"))
    for image in pictures {
        content[ImageReference.self].upsert(
            ImageReference(id: image, internalReference: "\(image.rawValue) \(marker)", sizeInBytes: pictureSize))
    }
    for index in first / 5..<first / 5 + 60 {
        content[Dealer.self].upsert(
            Dealer(
                id: Dealer.ID("dealer-\(index)"), displayName: "Dealer \(index) [\(marker)]",
                shortDescription: "Version \(marker).", categories: [marker], thumbnailImageID: pictures[index % pictures.count]))
    }
    let group = KnowledgeGroup(id: "group", name: "Group \(marker)")
    content[KnowledgeGroup.self].upsert(group)
    for index in first / 10..<first / 10 + 30 {
        content[KnowledgeEntry.self].upsert(
            KnowledgeEntry(
                id: KnowledgeEntry.ID("entry-\(index)"), groupID: group.id, title: "Entry \(index) [\(marker)]",
                text: "Version \(marker).", order: index))
    }
    content[ConventionMap.self].upsert(
        ConventionMap(
            id: "map", description: "Map \(marker)", imageID: pictures[0],
            entries: (0..<40).map { index in
                MapEntry(
                    id: MapEntry.ID("place-\(index)"), x: index * 10 + version, y: index, tapRadius: 5,
                    links: [Link(name: "Room \(marker)", target: .room(room.id))])
            }))
    for index in 0..<5 + version {
        content[Announcement.self].upsert(
            Announcement(
                id: Announcement.ID("announcement-\(index)"), title: "Announcement \(index) [\(marker)]",
                content: "Version \(marker).", validFrom: base, validUntil: base.advanced(by: .seconds(86_400)),
                lastChanged: base.advanced(by: .seconds(version))))
    }
    for index in 0..<20 + version {
        content[ArtistAlleyTable.self].upsert(
            ArtistAlleyTable(
                id: ArtistAlleyTable.ID("table-\(index)"), displayName: "Artist \(index) [\(marker)]",
                location: "\(index + 1)", imageID: pictures[index % pictures.count], registeredAt: base))
    }
    for index in 0..<30 + version {
        content[Person.self].upsert(
            Person(
                id: Person.ID("person-\(index)"), name: "Host \(index) [\(marker)]",
                biography: "Biography, version \(marker).",
                links: [EventLink(title: "Site", url: "https://host.example/\(index)")]))
    }
    // What the sync of each version skipped: a kill mid-save must leave one version's list whole.
    let skipped = (0..<(3 + version * 2)).map { index in
        SkippedEntity(
            Event.self, name: "Broken \(index) [\(marker)]", place: "line \(100 + index)",
            reason: .unreadable("the DTSTART value cannot be read (version \(marker))"))
    }
    var stored = StoredConvention(
        conventionIdentifier: ConventionIdentifier("CRASH-\(marker)"),
        lastServerTime: base.advanced(by: .seconds(version)), content: content, skipped: skipped)
    stored[changesOf: Event.self] = [changed.id: EventChange(kind: .changed([.title]), previous: nil, current: changed)]
    return stored
}

/// The pictures each version refers to, and how large each picture file is.
let pictures: [ImageReference.ID] = ["picture-1", "picture-2", "picture-3"]
let pictureSize = 64 * 1024

/// A picture file's bytes in a version: the whole file marks it.
func pictureBytes(_ image: ImageReference.ID, version: Int) -> [UInt8] {
    let seed = UInt8(truncatingIfNeeded: version * 101 + image.rawValue.utf8.count)
    return (0..<pictureSize).map { UInt8(truncatingIfNeeded: $0 * 7) &+ seed }
}

/// Each version's picture files and the references they are saved for (with their hashes).
let pictureFiles: [[(bytes: [UInt8], reference: ImageReference)]] = (0..<2).map { version in
    pictures.map { image in
        let bytes = pictureBytes(image, version: version)
        return (
            bytes,
            ImageReference(
                id: image, sizeInBytes: bytes.count, mimeType: "image/png", contentHash: ImageReference.contentHash(of: bytes))
        )
    }
}

let versions = CrashVersions(
    conventions: [convention(version: 0), convention(version: 1)],
    favourites: [["event-1", "event-2", "event-3"], ["event-100", "event-200", "event-349", "event-gone"]],
    hidden: [
        HiddenItems(events: ["event-4"], languages: ["de"]),
        HiddenItems(events: ["event-101", "event-gone"], rooms: ["room-1"], tracks: ["track-2"], languages: ["en", "fr"]),
    ],
    friends: [
        FriendsLists(["Alex": ["event-1", "event-5"]]),
        FriendsLists(["Alex": ["event-120"], "Sam": ["event-130", "event-gone"], "Kim": ["event-140"]]),
    ])

/// The update that turns one version into the other, with every entity of the new version
/// upserted (changed or not) and every one only the old version has removed: the largest write.
func update(from old: StoredConvention, to new: StoredConvention) -> ConventionUpdate {
    var update = ConventionUpdate(from: old, to: new)
    for kind in new.content.kinds {
        func upsertAll<Entity: SyncedEntity>(_ type: Entity.Type) {
            update[Entity.self].upserted = Array(new.content[Entity.self].all)
        }
        upsertAll(kind.entityType)
    }
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
    let hidden = try store.loadHiddenItems()
    guard versions.hidden.contains(hidden) else {
        return "neither: the hidden items \(hidden) are neither A's nor B's"
    }
    let friends = try store.loadFriendsLists()
    guard versions.friends.contains(friends) else {
        return "neither: the friends' lists \(friends.names) are neither A's nor B's"
    }
    let images = try ConbookDatabase(fileURL: URL(fileURLWithPath: path)).imageStore(for: "crash")
    for image in pictures {
        guard let bytes = try images.bytes(of: image) else { continue }
        guard pictureFiles.contains(where: { $0.contains { $0.reference.id == image && $0.bytes == bytes } }) else {
            return "neither: the picture \(image.rawValue) is neither A's nor B's (\(bytes.count) bytes)"
        }
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
        try store.saveHiddenItems(versions.hidden[0])
        try store.saveFriendsLists(versions.friends[0])
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
        let database = try ConbookDatabase(fileURL: URL(fileURLWithPath: path))
        let store = database.store(for: "crash")
        let images = database.imageStore(for: "crash")
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
            try store.saveHiddenItems(versions.hidden[version])
            try store.saveFriendsLists(versions.friends[version])
            for file in pictureFiles[version] {
                try images.save(file.bytes, for: file.reference)
            }
            saves += 1
            say("saved \(saves)")
        }
    } catch {
        fail("\(error)")
    }
default:
    fail("usage: conbook-store-crash-child seed PATH | save PATH SEED | check PATH")
}
