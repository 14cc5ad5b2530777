/// An item in the convention's lost & found: reported lost by an attendee, found and handed in,
/// or returned to its owner (Eurofurence: `GET LostAndFound/Items`, shown to attendees).
public struct LostAndFoundItem: Hashable, Sendable, Identifiable {
    /// Where an item is in its way back to its owner.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// Reported lost, not found yet.
        case lost
        /// Found and kept (Eurofurence: at Lost & Found), waiting for its owner.
        case found
        /// Back with its owner.
        case returned
        /// A status the server did not say or this version does not know.
        case unknown
    }

    /// The item's number at the server (its external identifier).
    public var id: Int
    /// What it is, e.g. `Black phone`.
    public var title: String
    /// More about it (where, what it looks like); empty when the server tells nothing.
    public var description: String
    /// Where it is.
    public var status: Status
    /// When it was lost, when known.
    public var lostAt: Instant?
    /// When it was found, when known.
    public var foundAt: Instant?
    /// When it was returned, when known.
    public var returnedAt: Instant?
    /// The address of a picture of it (outside the convention's server), when there is one.
    public var pictureAddress: String?

    /// Creates an item.
    public init(
        id: Int, title: String, description: String = "", status: Status, lostAt: Instant? = nil,
        foundAt: Instant? = nil, returnedAt: Instant? = nil, pictureAddress: String? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.status = status
        self.lostAt = lostAt
        self.foundAt = foundAt
        self.returnedAt = returnedAt
        self.pictureAddress = pictureAddress
    }

    /// The time that goes with its status: when it was lost, found or returned (the latest time
    /// known before it when that one is not; for an unknown status, the latest known); nil when
    /// none is known.
    public var statusTime: Instant? {
        switch status {
        case .lost: lostAt
        case .found: foundAt ?? lostAt
        case .returned: returnedAt ?? foundAt ?? lostAt
        case .unknown: [lostAt, foundAt, returnedAt].compactMap { $0 }.max()
        }
    }
}
