import ConbookConsole
import ConbookCore
import ConbookEurofurence
import ConbookICalendar
import ConbookIdentity
import ConbookPictures
import ConbookRichText
import ConbookScheduleExports
import Foundation

/// A parser that reads what others write (a source's files, a user's commands), fed arbitrary
/// bytes: it must return or throw its own error for every input, never crash, hang or leak.
struct FuzzTarget: Sendable {
    /// The target's name, e.g. `schedule-xml`.
    let name: String
    /// Feeds one input to the parser; errors are expected and ignored.
    let feed: @Sendable ([UInt8]) -> Void

    private static let now = Instant(millisecondsSinceEpoch: 1_787_130_000_000)

    static let all: [FuzzTarget] = [
        FuzzTarget(name: "schedule-xml") { _ = try? ScheduleXMLDecoder(now: now).decode(Data($0)) },
        FuzzTarget(name: "schedule-json") { _ = try? ScheduleJSONDecoder(now: now).decode(Data($0)) },
        // Decoded over a tape of the whole, as the decoder does it (a stream over the bytes in
        // memory, whole for an error), and a window at a time as a file is (windows and reads sized
        // by the input, so that its values fall across their edges): all give the same, or the
        // stream nothing (its caller then decodes whole).
        FuzzTarget(name: "eurofurence-json") { bytes in
            let data = Data(bytes)
            let decoder = EurofurenceSyncDecoder()
            let whole = Result { () throws(ConventionAPIError) in try decoder.decodeWhole(data) }
            let inMemory = Result { () throws(ConventionAPIError) in try decoder.decode(data) }
            let streamed = decoder.decodeStreaming(data, windowBytes: 16 + bytes.count % 97, largestRead: 1 + bytes.count % 13)
            precondition(inMemory == whole, "read in memory, the sync differs from its whole decode")
            precondition(
                streamed == nil || streamed == (try? whole.get()),
                "read a window at a time, the sync differs from its whole decode")
        },
        FuzzTarget(name: "html") { _ = LibXML2RichTextParser().parse(String(decoding: $0, as: UTF8.self), as: .html) },
        FuzzTarget(name: "markdown") {
            _ = LibXML2RichTextParser().parse(String(decoding: $0, as: UTF8.self), as: .markdown)
        },
        FuzzTarget(name: "picture") { _ = try? PictureDecoder(maximumPixels: 4_000_000).decode($0) },
        FuzzTarget(name: "console-command") { bytes in
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
                _ = try? ConsoleCommandParser().parse(String(line))
            }
        },
        FuzzTarget(name: "icalendar") { _ = try? ICalendarReader(defaultTimeZoneIdentifier: "Europe/Berlin").entries(in: $0) },
        FuzzTarget(name: "icalendar-schedule") {
            _ = try? ICalendarScheduleDecoder(ScheduleReading(now: now, fallbackTimeZoneIdentifier: "Europe/Berlin")).decode(
                Data($0))
        },
        FuzzTarget(name: "aztec-svg") { _ = try? AztecSVGReader().read(Data($0)) },
        FuzzTarget(name: "oidc-answers") { ProviderAnswerReaders.readEverything(Data($0)) },
        FuzzTarget(name: "indico") { _ = try? IndicoDecoder(ScheduleReading(now: now)).decode(Data($0)) },
        FuzzTarget(name: "sessionize") {
            _ = try? SessionizeDecoder(ScheduleReading(now: now, fallbackTimeZoneIdentifier: "Europe/Vienna")).decode(Data($0))
        },
        FuzzTarget(name: "conclar") {
            _ = try? ConClarDecoder(ScheduleReading(now: now, fallbackTimeZoneIdentifier: "Europe/Dublin")).decode(Data($0))
        },
        FuzzTarget(name: "xcal") {
            _ = try? XCalDecoder(ScheduleReading(now: now, fallbackTimeZoneIdentifier: "America/New_York")).decode(Data($0))
        },
        FuzzTarget(name: "pretalx-widget") { _ = try? PretalxWidgetDecoder(ScheduleReading(now: now)).decode(Data($0)) },
        FuzzTarget(name: "schedule2") { _ = try? Schedule2Decoder(ScheduleReading(now: now)).decode(Data($0)) },
    ]

    /// The target of a name, if there is one.
    static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
