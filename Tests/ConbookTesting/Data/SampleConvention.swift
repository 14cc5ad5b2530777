public import ConbookCore

/// A small, fixed convention for tests: three days in August 2026 in a UTC+2 zone, two rooms,
/// three tracks and six events whose names say what they are for, two announcements, five
/// dealers, and two maps (the venue and the Dealers' Den) with their images.
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

    /// A dealer with every field: prints and commissions, every day, a website and handles.
    public static let sketchyFox = Dealer(
        id: "dealer-sketchy", displayName: "Sketchy Fox Art", attendeeNickname: "SketchyFox",
        shortDescription: "Prints of foxes, commissions open.", aboutTheArtist: "A fox who draws.",
        aboutTheArt: "Ink and *watercolour*.", artPreviewCaption: "A fox at dawn", categories: ["Prints", "Commissions"],
        attendance: [.thursday, .friday, .saturday],
        links: [Link(name: "Shop", target: .web("https://sketchy.example/shop"))], twitterHandle: "sketchyfox",
        telegramHandle: "sketchy_fox", thumbnailImageID: sketchyThumbnail.id)
    /// A dealer known by nickname only, there on Thursday and Saturday.
    public static let pawsomePlush = Dealer(
        id: "dealer-plush", displayName: "", attendeeNickname: "Pawsome Plush", shortDescription: "Handmade plushies.",
        categories: ["Plushies"], attendance: [.thursday, .saturday])
    /// An After Dark dealer whose name has a diacritic, there on Friday only.
    public static let elanVital = Dealer(
        id: "dealer-elan", displayName: "Élan Vital", attendeeNickname: "Elan", shortDescription: "Bold art.",
        categories: ["Artwork"], attendance: [.friday], isAfterDark: true)
    /// A dealer whose name starts with a digit.
    public static let eightBitCritters = Dealer(
        id: "dealer-8bit", displayName: "8-Bit Critters", attendeeNickname: "Pixel", categories: ["Prints"])
    /// A dealer whose name starts with a lower-case letter.
    public static let wolfAndCo = Dealer(
        id: "dealer-wolf", displayName: "wolf & co", attendeeNickname: "Wolf", categories: ["Fursuits"])

    /// Every dealer.
    public static let dealers = [sketchyFox, pawsomePlush, elanVital, eightBitCritters, wolfAndCo]

    /// The venue map's picture: 1000 × 800 pixels; its bytes are `imageBytes[venueImage.id]`.
    public static let venueImage = ImageReference(
        id: "image-venue", internalReference: "map:venue", width: 1000, height: 800, sizeInBytes: 19,
        mimeType: "image/png", contentHash: "9HnyvFLCqHCK2fcm07X1WAhkXTc=")
    /// The Dealers' Den map's picture: 2000 × 1500 pixels.
    public static let denImage = ImageReference(
        id: "image-den", internalReference: "map:den", width: 2000, height: 1500, sizeInBytes: 17,
        mimeType: "image/png", contentHash: "+SUGGIe/v6mA7GxwXL/PVPlZ1Mg=")
    /// Sketchy Fox's thumbnail.
    public static let sketchyThumbnail = ImageReference(
        id: "image-sketchy", internalReference: "dealer:thumbnail:1", width: 64, height: 64, sizeInBytes: 23,
        mimeType: "image/jpeg", contentHash: "NAjXWLGxZg2BUi91IxAtYI0CRCw=")

    /// The bytes of the sample's images, whose SHA-1 is each image's `contentHash` (stand-ins for
    /// pictures: the Core checks hashes, not pictures).
    public static let imageBytes: [ImageReference.ID: [UInt8]] = [
        venueImage.id: Array("venue picture bytes".utf8), denImage.id: Array("den picture bytes".utf8),
        sketchyThumbnail.id: Array("sketchy thumbnail bytes".utf8),
    ]

    /// The entrance of the Dealers' Den, on its map.
    public static let denEntrance = MapEntry(
        id: "entry-den-entrance", x: 1000, y: 1400, tapRadius: 80,
        links: [Link(name: "Dealers' Den entrance", target: .mapEntry("entry-den-entrance"))])

    /// The venue: the Main Stage at (200, 300), the Panel Room at (600, 300), the way to the
    /// Dealers' Den at (800, 700), and the lobby at (100, 100) with two links.
    public static let venueMap = ConventionMap(
        id: "map-venue", description: "Venue", order: 10, imageID: venueImage.id,
        entries: [
            MapEntry(
                id: "entry-main", x: 200, y: 300, tapRadius: 50, links: [Link(name: "Main Stage", target: .room(mainStage.id))]),
            MapEntry(
                id: "entry-panel", x: 600, y: 300, tapRadius: 40, links: [Link(name: "Panel Room", target: .room(panelRoom.id))]),
            MapEntry(
                id: "entry-to-den", x: 800, y: 700, tapRadius: 30,
                links: [Link(name: "Dealers' Den", target: .mapEntry(denEntrance.id))]),
            MapEntry(
                id: "entry-lobby", x: 100, y: 100, tapRadius: 20,
                links: [
                    Link(name: "Main Stage", target: .room(mainStage.id)),
                    Link(name: "Lobby plan", target: .web("https://convention.example/lobby")),
                ]),
        ])
    /// The Dealers' Den: Sketchy Fox at (300, 400), Pawsome Plush at (500, 400), a table whose
    /// dealer left at (700, 400), and the entrance.
    public static let denMap = ConventionMap(
        id: "map-den", description: "Dealers' Den", order: 20, imageID: denImage.id,
        entries: [
            MapEntry(id: "entry-sketchy", x: 300, y: 400, tapRadius: 60, links: [Link(name: "", target: .dealer(sketchyFox.id))]),
            MapEntry(id: "entry-plush", x: 500, y: 400, tapRadius: 60, links: [Link(name: "", target: .dealer(pawsomePlush.id))]),
            MapEntry(
                id: "entry-left", x: 700, y: 400, tapRadius: 60,
                links: [Link(name: "Table 12", target: .dealer("dealer-gone"))]),
            denEntrance,
        ])

    /// Knowledge: getting there (order 1; its icon is Font Awesome's map marker).
    public static let travelGroup = KnowledgeGroup(
        id: "knowledge-travel", name: "Travel", groupDescription: "Getting to the venue", order: 1, iconCode: "f3c5")
    /// Knowledge: the rules (order 2; its icon code is no icon).
    public static let rulesGroup = KnowledgeGroup(
        id: "knowledge-rules", name: "Rules", groupDescription: "What we ask of everyone", order: 2, iconCode: "zz")
    /// Knowledge: lost and found, a group of one entry (order 3).
    public static let lostFoundGroup = KnowledgeGroup(id: "knowledge-lost", name: "Lost & Found", order: 3)

    /// Second in Travel (order 2): Markdown and two links, named out of alphabetical order.
    public static let shuttleEntry = KnowledgeEntry(
        id: "entry-shuttle", groupID: travelGroup.id, title: "Shuttle bus",
        text: "The **shuttle** leaves the station every 20 minutes.", order: 2,
        links: [
            Link(name: "Timetable", target: .web("https://convention.example/shuttle")),
            Link(name: "Ask the shuttle team", target: .web("mailto:shuttle@convention.example")),
        ])
    /// First in Travel (order 1).
    public static let parkingEntry = KnowledgeEntry(
        id: "entry-parking", groupID: travelGroup.id, title: "Parking", text: "The garage opens at 7:00.", order: 1)
    /// The one rule.
    public static let conductEntry = KnowledgeEntry(
        id: "entry-conduct", groupID: rulesGroup.id, title: "Code of conduct",
        text: "Be excellent to each other. Your badge must be worn at all times.", order: 1)
    /// The only entry of Lost & Found; its text has a diacritic.
    public static let lostFoundEntry = KnowledgeEntry(
        id: "entry-lost", groupID: lostFoundGroup.id, title: "Lost and found", text: "Ask at Cón Ops, next to the lobby.",
        order: 1)

    /// Every knowledge group.
    public static let knowledgeGroups = [travelGroup, rulesGroup, lostFoundGroup]
    /// Every knowledge entry.
    public static let knowledgeEntries = [shuttleEntry, parkingEntry, conductEntry, lostFoundEntry]

    /// The whole convention.
    public static var content: ConventionContent {
        ConventionContent(
            [day1, day2, day3], [mainStage, panelRoom], [stageTrack, artTrack, workshopTrack], events,
            [welcome, roomChange], dealers, [venueMap, denMap], [venueImage, denImage, sketchyThumbnail],
            knowledgeGroups, knowledgeEntries)
    }

    /// A full sync of the whole convention.
    public static var fullSync: SyncResponse {
        .fullSnapshot(of: content, conventionIdentifier: identifier, serverTime: serverTime)
    }

    /// The convention as a store holds it after the full sync.
    public static var stored: StoredConvention {
        StoredConvention(conventionIdentifier: identifier, lastServerTime: serverTime, content: content)
    }

    /// The convention as the first sync of `fullSync` stores it: `stored`, synced in full for
    /// someone not logged in.
    public static var storedByFirstSync: StoredConvention {
        var stored = stored
        stored.baseline = SyncBaseline(viewer: .anonymous, lastFullSync: serverTime)
        return stored
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
