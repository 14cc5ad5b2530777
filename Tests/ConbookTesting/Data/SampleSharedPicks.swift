public import ConbookCore

/// Picks a friend shared of the sample convention, as a share code carries them.
public enum SampleSharedPicks {
    /// Alex's picks: the closing ceremony, an event this schedule does not have, and the opening.
    public static let alex = SharedPicks(
        convention: SampleConvention.identifier,
        events: [SampleConvention.closing.id, "event-elsewhere", SampleConvention.opening.id], sharerName: "Alex")
}
