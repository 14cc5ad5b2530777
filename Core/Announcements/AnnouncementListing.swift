/// Every announcement to browse at an instant: the current ones, and apart from them the expired
/// ones, each newest change first (`lastChanged`, then identifier, both descending, as News lists
/// them). Upcoming announcements (`validFrom` still to come) are left out until they are valid:
/// the organisers scheduled them to appear then.
public struct AnnouncementListing: Hashable, Sendable {
    /// The announcements valid now, newest change first.
    public var current: [ListedAnnouncement]
    /// The announcements whose `validUntil` has passed, newest change first.
    public var expired: [ListedAnnouncement]

    /// Creates a listing.
    public init(current: [ListedAnnouncement], expired: [ListedAnnouncement]) {
        self.current = current
        self.expired = expired
    }

    /// No announcement at all.
    public static let empty = AnnouncementListing(current: [], expired: [])

    /// Whether nothing is listed, current or expired.
    public var isEmpty: Bool {
        current.isEmpty && expired.isEmpty
    }
}
