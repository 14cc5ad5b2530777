public import ConbookCore

/// People the source describes, for the sample convention: a host of one of its events with a
/// biography, and someone who hosts nothing; and an event naming the chair with a role.
public enum SamplePeople {
    private typealias Sample = SampleConvention

    /// Describes Sketchy Fox, who hosts Drawing Paws: sorted as `Fox, Sketchy`.
    public static let sketchyFox = Person(
        id: "person-sketchy", name: "Sketchy Fox", sortName: "Fox, Sketchy", tagLine: "Pencil maker from Lübeck",
        biography: "Draws **paws** since 2004.", pictureAddress: "https://people.example/sketchy.jpg",
        links: [EventLink(title: "Portfolio", url: "https://sketchy.example")])
    /// Someone the source describes who hosts no event.
    public static let quietOtter = Person(id: "person-otter", name: "Quiet Otter", biography: "Listens a lot.")

    /// Day 2, 11:00–12:00, Panel Room: the chair, written with a role, and Pérez Paw.
    public static let chairQuestions = Event(
        id: "event-chair-questions", title: "Ask the Chair", hosts: ["Con Chair (moderator)", "Pérez Paw"],
        dayID: Sample.day2.id, roomID: Sample.panelRoom.id, trackID: Sample.stageTrack.id,
        start: Sample.local(Sample.day2, 11, 0), end: Sample.local(Sample.day2, 12, 0))

    /// The sample's content with the two people and the chair's questions added.
    public static var content: ConventionContent {
        var content = Sample.content
        content[Person.self] = EntityTable([sketchyFox, quietOtter])
        content[Event.self].upsert(chairQuestions)
        return content
    }
}
