import ConbookCore
import Foundation

/// A people list a ConClár or KonOpas deployment publishes in a file of its own beside the
/// programme: ConClár's `people.json` (a JSON list, or a `{"schemaVersion": 2, "people": […]}`
/// object), KonOpas's `people.js` (`var people = […]`, LoneStarCon 3's `var participants`), or a
/// JSON list wrapped as JSONP.
enum KonOpasPeopleFile {
    /// The people of the file.
    /// - Throws: `.tooLarge` over the limit, `.malformed` naming the people file when it holds no
    ///   list of people or is not valid JSON.
    static func people(in data: Data, maximumBytes: Int) throws(ConventionAPIError) -> KonOpasPeople {
        guard data.count <= maximumBytes else { throw .tooLarge(limitInBytes: maximumBytes) }
        let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        do throws(ConventionAPIError) {
            if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
                switch try ScheduleJSON.parse(data, as: .conclar) {
                case let list as [Any]: return KonOpasPeople(list)
                case let object as [String: Any]:
                    guard let list = object["people"] as? [Any] else {
                        throw ScheduleJSON.problem(
                            .conclar, at: "people", object["people"] == nil ? "is missing" : "is not a list")
                    }
                    return KonOpasPeople(list)
                default:
                    throw ScheduleJSON.problem(.conclar, at: "the document", "is neither a list of people nor an object")
                }
            }
            guard let (name, assignment) = KonOpasScript.peopleAssignment(in: data) ?? KonOpasScript.anyArray(in: data) else {
                throw ConventionAPIError.malformed("\(ScheduleSourceKind.konopas.formatName): no “people = [ … ]” array")
            }
            guard let close = assignment.close else {
                throw ConventionAPIError.truncated(
                    "\(ScheduleSourceKind.konopas.formatName): the “\(name)” array opened at"
                        + " \(ScheduleJSON.place(ofOffset: assignment.open, in: data)) never closes")
            }
            guard let people = try ConClarDecoder.array(in: data, range: assignment.open..<(close + 1)) else {
                throw ScheduleJSON.problem(.konopas, at: name, "is not a list")
            }
            return KonOpasPeople(people)
        } catch {
            throw error.inPeopleFile
        }
    }
}

extension ConventionAPIError {
    /// The error said of the people file beside the programme.
    var inPeopleFile: ConventionAPIError {
        switch self {
        case .malformed(let detail): .malformed("the people file: \(detail)")
        case .truncated(let detail): .truncated("the people file: \(detail)")
        case .unreachable(let detail): .unreachable("the people file: \(detail)")
        default: self
        }
    }
}
