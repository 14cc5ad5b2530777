/// Every kind of entity a convention holds, in the order a summary lists them: the one list of the
/// Core's kinds, so that what names or counts kinds (About, the wording of errors) can be checked
/// to know each, and a new kind is missed by no such list without a test failing.
public enum ConventionKinds {
    /// The kinds, in the order summaries list them.
    public static let all: [AnyEntityKind] = [
        AnyEntityKind(Event.self), AnyEntityKind(Day.self), AnyEntityKind(Room.self), AnyEntityKind(Track.self),
        AnyEntityKind(Announcement.self), AnyEntityKind(Dealer.self), AnyEntityKind(ConventionMap.self),
        AnyEntityKind(KnowledgeGroup.self), AnyEntityKind(KnowledgeEntry.self), AnyEntityKind(ArtistAlleyTable.self),
        AnyEntityKind(Person.self),
        AnyEntityKind(ImageReference.self),
    ]

    /// The kind with a name (`event`, `knowledgeEntry`), if the Core has it.
    public static func kind(named name: String) -> AnyEntityKind? {
        all.first { $0.name == name }
    }
}
