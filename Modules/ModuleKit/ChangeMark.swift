public import ConbookCore

/// Short words for how an event changed, shared by the scenes that show change marks.
public enum ChangeMark {
    /// E.g. `new`, `cancelled` or `changed: room, start`.
    public static func text(for change: EventChange?) -> String? {
        guard let change else { return nil }
        switch change.kind {
        case .added:
            return "new"
        case .removed:
            return "cancelled"
        case .changed:
            return "changed: " + change.changedFields.map(name).joined(separator: ", ")
        }
    }

    /// The name of a field as attendees say it.
    public static func name(_ field: EventField) -> String {
        switch field {
        case .title: "title"
        case .subtitle: "subtitle"
        case .speakers: "speakers"
        case .language: "language"
        case .room: "room"
        case .track: "track"
        case .day: "day"
        case .start: "start"
        case .duration: "duration"
        }
    }
}
