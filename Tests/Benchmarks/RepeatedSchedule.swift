import Foundation

/// A real schedule.xml made `copies` times larger: its days' contents written `copies` times, each
/// copy's events under identifiers of their own (the `id` attribute raised by a multiple of ten
/// million, the `guid`'s first eight digits replaced by the copy's number), so that a large
/// convention keeps the real file's texts, people, rooms and times.
enum RepeatedSchedule {
    static func data(repeating real: Data, copies: Int) -> Data {
        let text = String(decoding: real, as: UTF8.self)
        guard let firstDay = text.range(of: "<day "), let lastDayEnd = text.range(of: "</day>", options: .backwards)
        else { fatalError("the schedule has no day") }
        let days = String(text[firstDay.lowerBound..<lastDayEnd.upperBound])
        var result = String(text[..<firstDay.lowerBound])
        result.reserveCapacity(text.utf8.count * copies)
        for copy in 0..<copies {
            result += copy == 0 ? days : renumbered(days, copy: copy)
        }
        result += text[lastDayEnd.upperBound...]
        return Data(result.utf8)
    }

    /// The events of one copy under new identifiers.
    private static func renumbered(_ days: String, copy: Int) -> String {
        var result = ""
        result.reserveCapacity(days.utf8.count)
        var rest = Substring(days)
        while let event = rest.range(of: "<event ") {
            result += rest[..<event.lowerBound]
            guard let tagEnd = rest[event.lowerBound...].firstIndex(of: ">") else { break }
            result += renumberedTag(rest[event.lowerBound...tagEnd], copy: copy)
            rest = rest[rest.index(after: tagEnd)...]
        }
        result += rest
        return result
    }

    /// `<event guid="…" id="…">` with the copy's identifiers.
    private static func renumberedTag(_ tag: Substring, copy: Int) -> String {
        var tag = String(tag)
        if let id = tag.firstMatch(of: /\sid="(\d+)"/), let number = Int(id.1) {
            tag.replaceSubrange(id.range, with: " id=\"\(number + copy * 10_000_000)\"")
        }
        if let guid = tag.firstMatch(of: /\sguid="([0-9a-fA-F]{8})/) {
            let digits = String(copy, radix: 16)
            tag.replaceSubrange(
                guid.range, with: " guid=\"\(String(repeating: "0", count: 8 - digits.count))\(digits)")
        }
        return tag
    }
}
