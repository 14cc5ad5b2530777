/// Who a Director's session is for.
public enum Audience: Sendable {
    /// One attendee: every scene, their own marks, account and settings.
    case attendee
    /// Everyone at once (a convention's public guide): only the scenes that show the same to every
    /// visitor; nothing personal (no messages, login, pass, settings or hidden items).
    case everyone
}
