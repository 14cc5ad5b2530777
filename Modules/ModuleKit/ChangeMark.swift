public import ConbookCore

/// Short words for how an event changed, shared by the scenes that show change marks.
public enum ChangeMark {
    /// E.g. `new`, `cancelled` or `changed: room, start`, in the catalogue's language.
    public static func text(for change: EventChange?, in texts: TextCatalogue<ModuleText>) -> String? {
        guard let change else { return nil }
        switch change.kind {
        case .added:
            return texts(.changeMarkNew)
        case .removed:
            return texts(.changeMarkCancelled)
        case .changed:
            return texts(.changeMarkChanged, ["fields": names(change.changedFields, in: texts)])
        }
    }

    /// The names of fields as attendees say them, separated by commas: `room, start`.
    public static func names(_ fields: [EventField], in texts: TextCatalogue<ModuleText>) -> String {
        fields.map { name($0, in: texts) }.joined(separator: ", ")
    }

    /// The name of a field as attendees say it, in the catalogue's language.
    public static func name(_ field: EventField, in texts: TextCatalogue<ModuleText>) -> String {
        switch field {
        case .title: texts(.fieldTitle)
        case .subtitle: texts(.fieldSubtitle)
        case .speakers: texts(.fieldSpeakers)
        case .language: texts(.fieldLanguage)
        case .room: texts(.fieldRoom)
        case .track: texts(.fieldTrack)
        case .day: texts(.fieldDay)
        case .start: texts(.fieldStart)
        case .duration: texts(.fieldDuration)
        }
    }
}
