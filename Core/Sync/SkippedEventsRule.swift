/// The rule that keeps a wrong or mostly broken source from being half loaded: a response that
/// loses more than half of the events it sends (what its reader skipped, and what the sync left
/// out for references to nothing) is refused whole, and the stored data stays as it was.
public struct SkippedEventsRule: Sendable {
    /// The events the response sends that can be applied.
    public var sentEvents: Int
    /// What was left out (whole events count; properties left out of kept events do not).
    public var skipped: [SkippedEntity]

    /// A rule for one response.
    public init(sentEvents: Int, skipped: [SkippedEntity]) {
        self.sentEvents = sentEvents
        self.skipped = skipped
    }

    /// The events left out whole.
    public var skippedEvents: [SkippedEntity] { skipped.filter { $0.isWhole(Event.self) } }

    /// Throws `SyncError.mostlyUnreadable` when more events were skipped than kept.
    public func check() throws(SyncError) {
        let skippedEvents = skippedEvents
        guard skippedEvents.count > sentEvents else { return }
        throw .mostlyUnreadable(skippedEvents: skippedEvents, sentEvents: sentEvents + skippedEvents.count)
    }
}
