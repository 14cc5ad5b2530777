import ConbookCore
import Foundation

/// Reads an entry of Sessionize's `speakers[]`: the name sessions give their hosts, and the person
/// it describes.
enum SessionizeSpeaker {
    /// The speaker's `fullName`, else `firstName lastName`; empty when it names nobody.
    static func name(of speaker: [String: Any]) -> String {
        let full = ScheduleJSON.text(speaker["fullName"])
        guard full.isEmpty else { return full }
        return [ScheduleJSON.text(speaker["firstName"]), ScheduleJSON.text(speaker["lastName"])].filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The person of a speaker: `id`, the name of `name(of:)`, `tagLine`, `bio` (kept as written),
    /// `profilePicture`, and `links[]` (`url`, titled with `title`, else `linkType`). Fields of the
    /// wrong type read as empty; links without an address are left out.
    static func person(_ speaker: [String: Any], id: String) -> Person {
        Person(
            id: Person.ID(id), name: name(of: speaker), tagLine: ScheduleJSON.text(speaker["tagLine"]),
            biography: ScheduleJSON.text(speaker["bio"]), pictureAddress: ScheduleJSON.text(speaker["profilePicture"]),
            links: links(speaker["links"]))
    }

    private static func links(_ value: Any?) -> [EventLink] {
        (value as? [Any] ?? []).compactMap { entry in
            guard let link = entry as? [String: Any] else { return nil }
            let url = ScheduleJSON.text(link["url"])
            guard !url.isEmpty else { return nil }
            let title = ScheduleJSON.text(link["title"])
            return EventLink(title: title.isEmpty ? ScheduleJSON.text(link["linkType"]) : title, url: url)
        }
    }
}
