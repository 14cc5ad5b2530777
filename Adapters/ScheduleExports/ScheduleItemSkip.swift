import ConbookCore

/// What the readers of the flat formats do with an item they cannot read: damage to one item
/// (`.malformed`, naming the format and the item's JSON path or line) costs that item, reported
/// as skipped with its place and reason; anything else (a cut or oversized document) is damage to
/// the document and refuses it whole.
enum ScheduleItemSkip {
    /// The item's refusal as a skipped event: its place the path or line the message names
    /// (`talks[3].start`), its reason what follows.
    /// - Parameters:
    ///   - error: why the item could not be read.
    ///   - kind: the format, whose name the message begins with.
    ///   - path: where the item is, should the message name no place.
    ///   - identifier: the item's identifier as far as it can be read; empty for none.
    ///   - title: its title as far as it can be read.
    /// - Throws: the error, when it is not damage to one item.
    static func skipped(
        _ error: ConventionAPIError, kind: ScheduleSourceKind, path: String, identifier: String, title: String
    ) throws(ConventionAPIError) -> SkippedEntity {
        guard case .malformed(let message) = error else { throw error }
        var place = path
        var reason = message
        let prefix = "\(kind.formatName), "
        if message.hasPrefix(prefix), let colon = message.dropFirst(prefix.count).firstRange(of: ": ") {
            place = String(message[message.index(message.startIndex, offsetBy: prefix.count)..<colon.lowerBound])
            reason = String(message[colon.upperBound...])
        } else if message.hasPrefix("\(kind.formatName): ") {
            reason = String(message.dropFirst(kind.formatName.count + 2))
        }
        return SkippedEntity(
            Event.self, identifier: identifier.isEmpty ? nil : identifier, name: title, place: place, reason: .unreadable(reason))
    }
}
