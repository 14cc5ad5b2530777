/// How the convention's server answered a table request it could read.
public enum ArtistAlleyRequestAnswer: Hashable, Sendable {
    /// It took the request: a new registration waits for the organisers (an accepted one goes
    /// back to waiting).
    case received
    /// It refused the request's content, saying why in its own words (Eurofurence: `400`).
    case refused(message: String)
}
