/// Where an announcement stands at an instant, by the window the organisers gave it.
public enum AnnouncementValidity: Hashable, Sendable {
    /// Shown now: from its `validFrom` (included) until its `validUntil` (excluded).
    case current
    /// Its `validUntil` has come: listed apart as expired, never dropped.
    case expired
    /// Its `validFrom` is still to come: the organisers scheduled it to appear then, so it is
    /// not listed before.
    case upcoming
}

extension Announcement {
    /// Where the announcement stands at an instant. One whose `validUntil` comes before its
    /// `validFrom` (inconsistent data) is never current: upcoming until its `validUntil`, then expired.
    public func validity(at instant: Instant) -> AnnouncementValidity {
        if instant >= validUntil { return .expired }
        if instant < validFrom { return .upcoming }
        return .current
    }

    /// Whether its window ends before it starts: the source's dates are inconsistent.
    public var hasInvertedValidity: Bool {
        validUntil < validFrom
    }
}
