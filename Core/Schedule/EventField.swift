/// A part of an event whose change attendees care about.
public enum EventField: String, CaseIterable, Hashable, Sendable {
    case title, subtitle, speakers, language, room, track, day, start, duration
}
