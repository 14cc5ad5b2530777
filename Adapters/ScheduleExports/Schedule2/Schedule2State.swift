/// What a schedule2 event's `state` means for the programme: shown, shown as cancelled, or left
/// out.
enum Schedule2State: Equatable {
    /// On the programme: `CONFIRMED` (the default when there is no state), `ACCEPTED`, `DELAYED`,
    /// and any state this version does not know.
    case scheduled
    /// Announced and then called off: `CANCELED`, `WITHDRAWN`, `DELETED`. Kept, tagged `cancelled`,
    /// so that attendees who planned on it see that it will not take place.
    case cancelled
    /// Never on the programme: `DRAFT`, `SUBMITTED`, `REJECTED` (a submission, not an event). Left out.
    case notAccepted

    /// The meaning of a state as written (any case); empty is `CONFIRMED`.
    init(_ written: String) {
        switch written.uppercased() {
        case "CANCELED", "CANCELLED", "WITHDRAWN", "DELETED": self = .cancelled
        case "DRAFT", "SUBMITTED", "REJECTED": self = .notAccepted
        default: self = .scheduled
        }
    }
}
