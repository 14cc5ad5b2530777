public import ConbookCore
public import Foundation

/// Decodes a ConClár or KonOpas programme into a full-snapshot `SyncResponse`, with the rules of
/// `FlatScheduleAssembler` and these. It reads, telling them apart by their first character:
/// ConClár's JSON (`{"schemaVersion": 2, "info": {…}, "schedule": […]}`), a bare JSON list of
/// KonOpas items, and KonOpas's JavaScript (`var program = […]; var people = […];`, whose arrays
/// are found without running the script; see `KonOpasScript`).
///
/// - **Time**: `date` (older files: `day`) and `time` are the convention's wall-clock times and
///   the files name no zone: floating local times, read in the fallback zone (`--time-zone
///   Europe/Dublin`), refused with a message asking for it when none is given. A `datetime`
///   with an offset is exact, without one floating. The length is `mins`; an item without it
///   takes no time; one without a date is left out. The night rule of the assembler keeps an
///   item starting before 05:00 on the evening's day.
/// - **Convention**: ConClár's `info.title` when it has one (Octocon's has only a `note`),
///   else the identifier `schedule` and the title `Schedule`; no zone but the fallback one.
/// - **Events**: identity the item's `id`; room the first of `loc` (the rest, a floor or an
///   area, is left out); hosts the `people`, by their inline `name` (`Raissa Perez
///   (moderator)`, kept as written), else by id from the script's `people` list; the `desc`
///   as written (HTML); the track the value of the `Track:` tag (`Track:Online` → `Online`),
///   else the first tag without its `Prefix:`; the tags all as written (`Type:Panel`,
///   `Division:Programming`); links from `links` (`{"meeting": url}`, titled with the key).
///   KonOpas gives no language.
/// - **People**: one per entry of the `people` list (the script's `var people = […]`, or a
///   `people` list beside ConClár's `schedule`; else the people file published beside the
///   programme, `ScheduleReading.peopleDocument`, see `KonOpasPeopleFile`):
///   identity the `id`; name the `name`, text or `[first, last, prefix, suffix]` (the name items
///   give inline, where a role may follow it: `Raissa Perez (moderator)` is still her); sort name
///   `sortname`; biography `bio` as written (HTML); from the `links` object, the picture `img`
///   and the other keys as links titled with the key. Entries that are not objects, or lack an id
///   or a name, are skipped; fields of the wrong type read as empty; of two entries with one `id`
///   the first counts.
///
/// Errors: `.tooLarge` over the size limit; `.malformed` naming the format and the JSON path,
/// e.g. `ConClár JSON, schedule[3].mins: 99999999 minutes is more than the 44640 allowed`
/// (wrong types, a `people` that is not a list, unreadable dates and times, durations over 31
/// days), or the line and column where the JSON (in a script: the array) breaks; `.truncated`
/// for JSON that ends early or a script whose `program` array never closes; the missing zone.
public struct ConClarDecoder: Sendable {
    /// The time, fallback zone and size limit it reads with.
    public let reading: ScheduleReading

    /// Creates a decoder that reads with these settings.
    /// - Parameter reading: The response's time, the fallback zone (needed: the files name
    ///   none) and the size limit.
    public init(_ reading: ScheduleReading) {
        self.reading = reading
    }

    /// Decodes a whole programme, JSON or JavaScript.
    /// - Parameter data: The document's bytes.
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        guard data.count <= reading.maximumDocumentBytes else { throw .tooLarge(limitInBytes: reading.maximumDocumentBytes) }
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        let isJSON = first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
        var programme = isJSON ? try Self.jsonProgramme(data) : try Self.scriptProgramme(data)
        if programme.people.isEmpty, let peopleDocument = reading.peopleDocument {
            programme.people = try KonOpasPeopleFile.people(in: peopleDocument, maximumBytes: reading.maximumDocumentBytes)
        }

        var schedule = FlatSchedule(kind: programme.kind)
        schedule.title = programme.title
        schedule.people = programme.people.listed
        let reader = KonOpasItemReader(kind: programme.kind, people: programme.people)
        schedule.items.reserveCapacity(programme.items.count)
        for (index, value) in programme.items.enumerated() {
            let path = "\(programme.listName)[\(index)]"
            do throws(ConventionAPIError) {
                guard let object = value as? [String: Any] else {
                    throw ScheduleJSON.problem(programme.kind, at: path, "is not an object")
                }
                schedule.items.append(try reader.item(object, at: path))
            } catch {
                let object = value as? [String: Any]
                schedule.skipped.append(
                    try ScheduleItemSkip.skipped(
                        error, kind: programme.kind, path: path, identifier: ScheduleJSON.text(object?["id"]),
                        title: ScheduleJSON.plainText(object?["title"])))
            }
        }
        return try FlatScheduleAssembler(reading: reading).assemble(schedule)
    }

    /// What a document holds, before its items are read.
    private struct Programme {
        var kind: ScheduleSourceKind
        /// The name of the items' list in paths: `schedule`, `program`, or empty for a bare list.
        var listName: String
        var items: [Any]
        var people = KonOpasPeople()
        var title = ""
    }

    private static func jsonProgramme(_ data: Data) throws(ConventionAPIError) -> Programme {
        let root = try ScheduleJSON.parse(data, as: .conclar)
        if let items = root as? [Any] { return Programme(kind: .conclar, listName: "", items: items) }
        guard let object = root as? [String: Any] else {
            throw ScheduleJSON.problem(.conclar, at: "the document", "is neither a JSON object nor a list")
        }
        guard let items = object["schedule"] as? [Any] else {
            throw ScheduleJSON.problem(.conclar, at: "schedule", object["schedule"] == nil ? "is missing" : "is not a list")
        }
        var programme = Programme(kind: .conclar, listName: "schedule", items: items)
        switch object["people"] {
        case nil, is NSNull: break
        case let people as [Any]: programme.people = KonOpasPeople(people)
        default: throw ScheduleJSON.problem(.conclar, at: "people", "is not a list")
        }
        programme.title = ScheduleJSON.text((object["info"] as? [String: Any])?["title"])
        return programme
    }

    private static func scriptProgramme(_ data: Data) throws(ConventionAPIError) -> Programme {
        guard let (name, program) = KonOpasScript.programAssignment(in: data) else {
            throw .malformed("\(ScheduleSourceKind.konopas.formatName): no “program = [ … ]” array")
        }
        guard let close = program.close else {
            throw .truncated(
                "\(ScheduleSourceKind.konopas.formatName): the “\(name)” array opened at"
                    + " \(ScheduleJSON.place(ofOffset: program.open, in: data)) never closes")
        }
        guard let items = try array(in: data, range: program.open..<(close + 1)) else {
            throw ScheduleJSON.problem(.konopas, at: name, "is not a list")
        }
        var programme = Programme(kind: .konopas, listName: name, items: items)
        // The people list follows the programme (or, in some files, comes before it).
        let after = data.index(data.startIndex, offsetBy: close + 1)
        let people =
            KonOpasScript.peopleAssignment(in: data[after...]).map {
                (
                    $0.name,
                    Assignment(open: $0.assignment.open + close + 1, close: $0.assignment.close.map { $0 + close + 1 })
                )
            } ?? KonOpasScript.peopleAssignment(in: data.prefix(program.open))
        if let (peopleName, people) = people {
            guard let peopleClose = people.close else {
                throw .truncated(
                    "\(ScheduleSourceKind.konopas.formatName): the “\(peopleName)” array opened at"
                        + " \(ScheduleJSON.place(ofOffset: people.open, in: data)) never closes")
            }
            guard let list = try array(in: data, range: people.open..<(peopleClose + 1)) else {
                throw ScheduleJSON.problem(.konopas, at: peopleName, "is not a list")
            }
            programme.people = KonOpasPeople(list)
        }
        return programme
    }

    private typealias Assignment = KonOpasScript.Assignment

    /// The JSON array at a byte range of a script, parsed where it stands: the bytes around it
    /// become spaces (line breaks kept), so a syntax error is placed at its line and column in
    /// the script.
    static func array(in data: Data, range: Range<Int>) throws(ConventionAPIError) -> [Any]? {
        var bytes = [UInt8](repeating: 0x20, count: range.upperBound)
        for (offset, byte) in data.prefix(range.lowerBound).enumerated() where byte == 0x0A { bytes[offset] = 0x0A }
        let start = data.startIndex
        bytes.replaceSubrange(range, with: data[(start + range.lowerBound)..<(start + range.upperBound)])
        return try ScheduleJSON.parse(Data(bytes), as: .konopas) as? [Any]
    }
}
