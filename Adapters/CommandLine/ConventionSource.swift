import ArgumentParser
import ConbookCore
import ConbookDemoData
import ConbookEurofurence
import ConbookModuleKit
import ConbookScheduleExports
import Foundation

/// Where the convention's data comes from, as chosen with `--source`.
enum ConventionSource: Equatable {
    /// The bundled demo convention.
    case demo
    /// A Eurofurence-style API at a base URL, or a schedule export at a URL (nil: its content
    /// decides, and a pretalx event's page leads to its export).
    case remote(URL, ScheduleSourceKind?)
    /// A file: a Eurofurence sync response or a schedule in any format Conbook reads.
    case file(URL, ScheduleSourceKind?)

    /// The source an argument names: an http(s) URL, else a file path; the demo without one.
    /// A file's kind is read from its content unless `kind` forces one; `texts` word the errors.
    init(argument: String?, kind forcedKind: ScheduleSourceKind? = nil, texts: TextCatalogue<CommandLineText>) throws {
        guard let argument else {
            self = .demo
            return
        }
        switch ArgumentLocation(argument) {
        case .remote(let url)? where forcedKind != nil:
            self = .remote(url, forcedKind)
        case .remote(let url)?:
            switch ScheduleAddress(url) {
            case .eurofurenceAPI(let base): self = .remote(base, .eurofurenceAPI)
            case .schedule(let address): self = .remote(address, nil)
            }
        case .file(let fileURL)?:
            // A file whose content names no format (a damaged copy of a convention's source, say) is
            // still opened: the download says what is wrong with it, and what is stored stays.
            self = .file(fileURL, forcedKind ?? Self.detectKind(of: fileURL))
        case nil:
            throw ValidationError(texts(.sourceUnreadable, ["argument": argument]))
        }
    }

    private static func detectKind(of fileURL: URL) -> ScheduleSourceKind? {
        guard let data = try? Data(contentsOf: fileURL, options: .mappedIfSafe) else { return nil }
        // Markup the detector cannot place (a hostile DTD, a wrong root) is still read as XML,
        // so that the decoder says exactly what is wrong with it, with line and column.
        let firstMark = data.first { !(UInt8(ascii: " ") == $0 || (9...13).contains($0)) }
        return ScheduleSourceKind.detect(data) ?? (firstMark == UInt8(ascii: "<") ? .scheduleXML : nil)
    }

    /// The adapter that reads this source; `clock` stamps schedule exports, which carry no server
    /// time; `readingZone` (the `--time-zone` given) is the zone of schedules whose times are local
    /// and that name no zone (xCal, Sessionize, ConClár…); `people` (`--people`) the people list
    /// published beside a schedule export's programme.
    func makeAPI(clock: any WallClock, readingZone: String? = nil, people: PeopleDocumentSource? = nil) -> any ConventionAPI {
        switch self {
        case .demo: DemoConventionAPI()
        case .remote(let baseURL, .eurofurenceAPI?): URLSessionConventionAPI(baseURL: baseURL)
        case .remote(let url, let kind):
            ScheduleExportURLAPI(url: url, clock: clock, kind: kind, fallbackTimeZoneIdentifier: readingZone, people: people)
        case .file(let fileURL, .eurofurenceAPI?): FileConventionAPI(fileURL: fileURL)
        case .file(let fileURL, let kind):
            ScheduleExportFileAPI(
                fileURL: fileURL, clock: clock, fallbackTimeZoneIdentifier: readingZone, kind: kind, people: people)
        }
    }

    /// The source's attendee services (login, private messages, feedback): the Eurofurence API's,
    /// for a Eurofurence API address; none for files, schedule exports and the demo.
    func makeAttendeeAPI() -> (any AttendeeAPI)? {
        guard case .remote(let baseURL, .eurofurenceAPI?) = self else { return nil }
        return EurofurenceAttendeeAPI(baseURL: baseURL)
    }

    /// A directory name for this source's store, so that sources never share one:
    /// `demo`, or a readable slug of the URL or path with a short hash that tells similar ones apart.
    var storeName: String {
        switch self {
        case .demo: "demo"
        case .remote(let url, _): Self.slug((url.host ?? "") + url.path, uniqueFor: url.absoluteString)
        case .file(let url, _): Self.slug(url.lastPathComponent, uniqueFor: url.path)
        }
    }

    /// The source as a `--source` argument that names it from any working directory (nil for the demo).
    var canonicalArgument: String? {
        switch self {
        case .demo: nil
        case .remote(let url, _): url.absoluteString
        case .file(let url, _): url.path
        }
    }

    private static func slug(_ readable: String, uniqueFor text: String) -> String {
        var slug = ""
        for scalar in readable.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, slug.last != "-" {
                slug += "-"
            }
        }
        slug = String(slug.suffix(48))
        while slug.hasPrefix("-") { slug.removeFirst() }
        while slug.hasSuffix("-") { slug.removeLast() }
        return (slug.isEmpty ? "source" : slug) + "-" + fnv1a(text)
    }

    /// FNV-1a, 32 bits, as eight hex digits: stable across runs and platforms.
    private static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
