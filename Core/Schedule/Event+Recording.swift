extension Event {
    /// The tag of an event the source says will not be recorded (frab and pretalx
    /// `<recording><optout>`, `do_not_record`, a schedule2 room that is not recorded): whoever
    /// misses it cannot watch it later.
    public static let notRecordedTag = "not-recorded"

    /// Whether the source says the event will not be recorded.
    public var isNotRecorded: Bool { tags.contains(Self.notRecordedTag) }
}
