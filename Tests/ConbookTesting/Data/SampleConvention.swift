public import ConbookCore

/// A small, fixed convention for tests: three days in August 2026 in a UTC+2 zone, two rooms,
/// three tracks and six events whose names say what they are for.
public enum SampleConvention {
    /// The convention's identifier.
    public static let identifier: ConventionIdentifier = "TESTCON26"
    /// The server time of the full sync.
    public static let serverTime = Instant(utc: CalendarDate(year: 2026, month: 8, day: 1)!, hour: 12)

    /// Wednesday 19 August 2026.
    public static let day1 = Day(id: "day-1", name: "Day 1", date: CalendarDate(year: 2026, month: 8, day: 19)!)
    /// Thursday 20 August 2026.
    public static let day2 = Day(id: "day-2", name: "Day 2", date: CalendarDate(year: 2026, month: 8, day: 20)!)
    /// Friday 21 August 2026.
    public static let day3 = Day(id: "day-3", name: "Day 3", date: CalendarDate(year: 2026, month: 8, day: 21)!)

    /// The big hall.
    public static let mainStage = Room(id: "room-main", name: "Main Stage — Hall A", shortName: "Main Stage")
    /// A smaller room.
    public static let panelRoom = Room(id: "room-panel", name: "Panel Room", shortName: "")

    /// Shows on stage.
    public static let stageTrack = Track(id: "track-stage", name: "Stage")
    /// Art events.
    public static let artTrack = Track(id: "track-art", name: "Art")
    /// Hands-on workshops.
    public static let workshopTrack = Track(id: "track-workshop", name: "Workshops")

    /// Day 1, 10:00–11:00 local, Main Stage.
    public static let opening = Event(
        id: "event-opening", slug: "opening", title: "Opening Ceremony", subtitle: "Welcome aboard",
        abstract: "The convention opens.", description: "The convention opens.", hosts: ["Con Chair"],
        dayID: day1.id, roomID: mainStage.id, trackID: stageTrack.id,
        start: local(day1, 10, 0), end: local(day1, 11, 0), tags: ["stage"])
    /// Day 1, 10:00–12:00 local, Panel Room: shares its start with the opening.
    public static let drawingWorkshop = Event(
        id: "event-drawing", slug: "drawing", title: "Drawing Paws",
        abstract: "Learn to draw paws in ten easy steps.",
        description: "Bring a pencil.\r\n\r\nPaper is provided.", hosts: ["Sketchy Fox", "Pen Wolf"],
        dayID: day1.id, roomID: panelRoom.id, trackID: workshopTrack.id,
        start: local(day1, 10, 0), end: local(day1, 12, 0), tags: ["art", "workshop"])
    /// Day 1, 21:00 until 02:00 on Day 2's date: it stays on Day 1.
    public static let danceParty = Event(
        id: "event-dance", slug: "dance", title: "Dance Party", abstract: "Dance until late.",
        description: "", hosts: ["DJ Howl"], dayID: day1.id, roomID: mainStage.id, trackID: stageTrack.id,
        start: local(day1, 21, 0), end: local(day2, 2, 0))
    /// Day 2, 14:00–15:00 local.
    public static let artShow = Event(
        id: "event-artshow", slug: "artshow", title: "Art Show Tour", abstract: "A guided tour of the art show.",
        description: "Meet at the entrance.", hosts: ["Curator Cat"], dayID: day2.id, roomID: panelRoom.id,
        trackID: artTrack.id, start: local(day2, 14, 0), end: local(day2, 15, 0), tags: ["art"])
    /// Day 2, 14:30–16:00 local.
    public static let fursuitParade = Event(
        id: "event-parade", slug: "parade", title: "Fursuit Parade", abstract: "Everyone in suit, outside.",
        description: "", hosts: ["Parade Team"], dayID: day2.id, roomID: mainStage.id, trackID: stageTrack.id,
        start: local(day2, 14, 30), end: local(day2, 16, 0), tags: ["photoshoot"])
    /// Day 3, 16:00–17:00 local.
    public static let closing = Event(
        id: "event-closing", slug: "closing", title: "Closing Ceremony", abstract: "Goodbye until next year.",
        description: "", hosts: ["Con Chair"], dayID: day3.id, roomID: mainStage.id, trackID: stageTrack.id,
        start: local(day3, 16, 0), end: local(day3, 17, 0))

    /// A welcome message, valid all convention long.
    public static let welcome = Announcement(
        id: "announcement-welcome", title: "Welcome!", content: "Registration opens at **9:00**.",
        author: "Con Ops", area: "Info", validFrom: local(day1, 0, 0).advanced(by: .seconds(-86_400 * 30)),
        validUntil: local(day3, 23, 0), lastChanged: local(day1, 8, 0))
    /// A newer message.
    public static let roomChange = Announcement(
        id: "announcement-room", title: "Room change", content: "The art show tour moved to the Panel Room.",
        author: "Con Ops", area: "Program", validFrom: local(day1, 0, 0).advanced(by: .seconds(-86_400 * 30)),
        validUntil: local(day3, 23, 0), lastChanged: local(day1, 9, 0))

    /// Every event, in schedule order.
    public static let events = [opening, drawingWorkshop, danceParty, artShow, fursuitParade, closing]

    /// The whole convention.
    public static var content: ConventionContent {
        ConventionContent(
            [day1, day2, day3], [mainStage, panelRoom], [stageTrack, artTrack, workshopTrack], events,
            [welcome, roomChange])
    }

    /// A full sync of the whole convention.
    public static var fullSync: SyncResponse {
        .fullSnapshot(of: content, conventionIdentifier: identifier, serverTime: serverTime)
    }

    /// The convention as a store holds it after the full sync.
    public static var stored: StoredConvention {
        StoredConvention(conventionIdentifier: identifier, lastServerTime: serverTime, content: content)
    }

    /// A delta with nothing in it, answered at a later server time.
    public static func emptyDelta(serverTime: Instant) -> SyncResponse {
        SyncResponse(conventionIdentifier: identifier, serverTime: serverTime)
    }

    /// The instant of a local (UTC+2) wall time on a day's date.
    public static func local(_ day: Day, _ hour: Int, _ minute: Int) -> Instant {
        Instant(utc: day.date, hour: hour, minute: minute).advanced(by: .seconds(-2 * 3600))
    }

    /// The instant of a local (UTC+2) wall time on a date.
    public static func local(_ date: CalendarDate, _ hour: Int, _ minute: Int) -> Instant {
        Instant(utc: date, hour: hour, minute: minute).advanced(by: .seconds(-2 * 3600))
    }
}
