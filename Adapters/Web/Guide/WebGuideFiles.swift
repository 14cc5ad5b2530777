import ConbookCore
import ConbookModuleKit

/// The guide's files beside its pages: its script, its service worker (at the root, so that it may
/// keep every page), its web app manifest, and its index of events (for the picks list and the
/// offline search of a static copy).
@MainActor
enum WebGuideFiles {
    /// The script's address, with its digest.
    static let scriptAddress = WebGuideScript.address
    /// The manifest's address.
    static let manifestAddress = WebAddress.page("manifest.webmanifest")
    /// The index's address.
    static let indexAddress = WebAddress.page("guide-index.json")

    /// The answer for one of the files' addresses; nil for any other address.
    static func answer(to segments: [String], request: WebRequest, conbook: Conbook) -> WebResponse? {
        guard segments.count == 1 else { return nil }
        let (body, mediaType, lifetime): ([UInt8], String, String)
        switch segments[0] {
        case "guide.js":
            (body, mediaType, lifetime) = (
                Array(WebGuideScript.text.utf8), "text/javascript; charset=utf-8", "public, max-age=31536000, immutable"
            )
        case "sw.js":
            // Browsers check the worker for a new version; no proxy should hold it long.
            (body, mediaType, lifetime) = (Array(WebGuideServiceWorker.text.utf8), "text/javascript; charset=utf-8", "no-cache")
        case "manifest.webmanifest":
            (body, mediaType, lifetime) = (manifest(of: conbook), "application/manifest+json", "public, max-age=3600")
        case "guide-revision.json":
            (body, mediaType, lifetime) = (revision(of: conbook), "application/json", "no-cache")
        case "guide-index.json":
            (body, mediaType, lifetime) = (index(of: conbook), "application/json", "public, max-age=60")
        default:
            return nil
        }
        let response = WebResponse(
            status: 200,
            headers: [("Content-Type", mediaType), ("Cache-Control", lifetime), ("ETag", WebGuide.entityTag(of: body))],
            body: body)
        return response.conditional(on: request)
    }

    /// How many calendar files a static copy keeps its events' iCalendar entries in: few enough
    /// that a convention of 100,000 events is not 100,000 files, many enough that each stays small
    /// and a sync that changes a few events rewrites a few.
    static let calendarFileCount = 256

    /// The name of the calendar file of a static copy that holds an event (`calendar/NAME`): two
    /// hexadecimal digits of the 32-bit FNV-1a hash of its identifier's UTF-8 bytes, as the script
    /// works it out (`calendarFileOf`).
    static func calendarFileName(of event: Event.ID) -> String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in event.rawValue.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let file = Int(hash % UInt32(calendarFileCount))
        let digits = Array("0123456789abcdef")
        return String(digits[file >> 4]) + String(digits[file & 0xF]) + ".ics"
    }

    /// The web app manifest: the convention's name, opening at the guide's first page.
    static func manifest(of conbook: Conbook) -> [UInt8] {
        let name = conbook.details?.title ?? conbook.conventionIdentifier?.rawValue ?? "Conbook"
        let fields = [
            ("name", WebJSON.string(name)), ("short_name", WebJSON.string(String(name.prefix(12)))),
            ("lang", WebJSON.string(conbook.language.rawValue)), ("start_url", WebJSON.string("/")),
            ("scope", WebJSON.string("/")), ("display", WebJSON.string("standalone")),
            ("background_color", WebJSON.string("#ffffff")), ("theme_color", WebJSON.string("#1d4f91")),
        ]
        return Array(("{" + fields.map { WebJSON.string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}\n").utf8)
    }

    /// The content's revision (the source's last change, in milliseconds), for a static copy's
    /// script: `{"revision":N}`.
    static func revision(of conbook: Conbook) -> [UInt8] {
        let revision = conbook.outline.map { $0.lastServerTime.millisecondsSinceEpoch } ?? 0
        return Array("{\"revision\":\(revision)}\n".utf8)
    }

    /// Every event of the schedule, in its order, as `[id, title, when, room, hosts, track, start,
    /// end]` (start and end in seconds since 1970): what the script lists and searches, and what
    /// a static copy's What's on reads.
    static func index(of conbook: Conbook) -> [UInt8] {
        index(of: (try? conbook.exportCalendar.export(.all))??.entries ?? [], in: conbook)
    }

    /// The index of these calendar entries (every event's, from one export).
    static func index(of entries: [CalendarEntry], in conbook: Conbook) -> [UInt8] {
        let calendar = conbook.calendar
        var text = "{\"events\":["
        text.reserveCapacity(entries.count * 160)
        for (number, entry) in entries.enumerated() {
            let when =
                calendar.formattedDate(calendar.calendarDate(containing: entry.start)) + ", "
                + calendar.formattedTime(entry.start) + "–" + calendar.formattedTime(entry.end)
            let fields = [
                entry.eventID.rawValue, entry.summary, when, entry.location, entry.hosts.joined(separator: ", "),
                entry.categories.joined(separator: ", "),
            ]
            text += (number == 0 ? "[" : ",\n[") + fields.map(WebJSON.string).joined(separator: ",")
            text += ",\(entry.start.millisecondsSinceEpoch / 1000),\(entry.end.millisecondsSinceEpoch / 1000)]"
        }
        text += "]}\n"
        return Array(text.utf8)
    }
}
