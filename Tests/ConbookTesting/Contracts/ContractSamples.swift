public import ConbookCore

/// Data the contract suites store and serve: the sample convention plus an event, an
/// announcement, a dealer, a map and images that set every optional field, with non-ASCII text
/// and line breaks, so that a port which drops or mangles any field fails.
public enum ContractSamples {
    /// An image with every field set.
    public static let poster = ImageReference(
        id: "image-poster", internalReference: "event:poster:42", width: 1200, height: 1697, sizeInBytes: 345_678,
        mimeType: "image/jpeg", contentHash: "u7Ih+dL/QkQf/L5TdUQuQqSirLw=")
    /// A second image.
    public static let banner = ImageReference(
        id: "image-banner", internalReference: "event:banner:42", width: 1500, height: 500, sizeInBytes: 98_765,
        mimeType: "image/png", contentHash: "FHE8EIbLAacaIjhSn4BMxGvTsFk=")
    /// An image the source says where to download.
    public static let artPreview = ImageReference(
        id: "image-art", internalReference: "dealer:art:7", width: 800, height: 600, sizeInBytes: 65_432,
        mimeType: "image/jpeg", contentHash: "lDpwLQbzRZmu4fjajvn3KWAx1pk=",
        url: "https://images.example/art/7.jpg?size=full&ü=1")

    /// A dealer that sets every field, with diacritics and line breaks, and links of every kind.
    public static let richDealer = Dealer(
        id: "dealer-rich", displayName: "La bête  Nwar", attendeeNickname: "Bêtise",
        shortDescription: "Prints, «plush» & more", aboutTheArtist: "Line one.\r\nLine two.",
        aboutTheArt: "**Bold** art", artPreviewCaption: "Preview — ü", categories: ["Artwork", "Prints", "Plushies"],
        attendance: [.thursday, .saturday], isAfterDark: true,
        links: [
            Link(name: "Website", target: .web("https://bete.example/?a=1&b=ü")),
            Link(name: "", target: .dealer(SampleConvention.sketchyFox.id)),
            Link(name: "Stage", target: .room(SampleConvention.mainStage.id)),
            Link(name: "Table", target: .mapEntry("entry-sketchy")),
            Link(name: "City", target: .externalMap("geo:52.47,13.45")),
        ],
        twitterHandle: "bete_nwar", telegramHandle: "betenwar", thumbnailImageID: poster.id, artistImageID: banner.id,
        artPreviewImageID: artPreview.id, discordHandle: "bête#0042", mastodonHandle: "@bete@nwar.example",
        blueskyHandle: "bete.bsky.social", keywords: ["Prints": ["A3", "Sticker «Ü»"], "Plushies": ["Foxes"]],
        navigationURL: "https://nav.eurofurence.org/l/uuid-dealer-rich/")

    /// A room that sets every field, as a 2026 Eurofurence server describes rooms.
    public static let richRoom = Room(
        id: "room-rich", name: "Nordic Hall – Ballroom ü", shortName: "Nordic", roomDescription: "Stage, dance floor\nand bar.",
        capacity: 1_250, navigationURL: "https://nav.eurofurence.org/l/uuid-room-rich/")

    /// A map with a place of every kind of link, and a place whose data is wrong (a negative radius).
    public static let richMap = ConventionMap(
        id: "map-rich", description: "Außenbereich — Zelte", order: -5, imageID: artPreview.id, isBrowsable: false,
        entries: [
            MapEntry(
                id: "entry-rich", x: 12, y: 34, tapRadius: 56,
                links: [
                    Link(name: "Zelt A", target: .room(SampleConvention.panelRoom.id)),
                    Link(name: "", target: .dealer(richDealer.id)),
                    Link(name: "Web", target: .web("https://tents.example")),
                ]),
            MapEntry(id: "entry-broken", x: -1, y: 900, tapRadius: -10),
        ])

    /// An event that sets every field, runs past midnight and has text beyond ASCII.
    public static let richEvent = Event(
        id: "event-rich", slug: "fursuit_gala_thu", title: "Fursuit Gala — Ünïcode 🦊", subtitle: "Große Bühne",
        abstract: "A *Markdown* abstract.",
        description: "Line one.\r\n\r\nLine \"two\" with a \\ backslash.\n\tTabbed.",
        hosts: ["Dr. Åsa", "Mr. Fox", "Ms. Wolf"], dayID: SampleConvention.day2.id,
        roomID: SampleConvention.panelRoom.id, trackID: SampleConvention.artTrack.id,
        start: SampleConvention.local(SampleConvention.day2, 23, 30),
        end: SampleConvention.local(SampleConvention.day3, 1, 15).advanced(by: .milliseconds(123)),
        tags: ["mask_required", "photoshoot"], bannerImageID: banner.id, posterImageID: poster.id,
        isAcceptingFeedback: true, isDeviatingFromConBook: true)

    /// An announcement with an image.
    public static let richAnnouncement = Announcement(
        id: "announcement-rich", title: "Lost & found: «Plüsch»", content: "Pick it up **now**.\n\n- a\n- b",
        author: "Säkerhet", area: "Security", validFrom: SampleConvention.local(SampleConvention.day1, 7, 0),
        validUntil: SampleConvention.local(SampleConvention.day3, 20, 0),
        lastChanged: SampleConvention.local(SampleConvention.day1, 7, 0).advanced(by: .milliseconds(7)),
        imageID: poster.id)

    /// A knowledge group with every field set, and an icon code that is no icon.
    public static let richKnowledgeGroup = KnowledgeGroup(
        id: "knowledge-rich", name: "Sécurité & «Hilfe»", groupDescription: "Who helps,\nand where", order: -3,
        iconCode: "U+F0C0", iconName: "kit-medical")
    /// A knowledge entry with every field set: Markdown, links of several kinds, two images.
    public static let richKnowledgeEntry = KnowledgeEntry(
        id: "knowledge-entry-rich", groupID: richKnowledgeGroup.id, title: "Erste Hilfe: «Notruf»",
        text: "# Help\n\nCall **112**, then [Con Ops](https://convention.example/ops).", order: 7,
        links: [
            Link(name: "Con Ops", target: .web("https://convention.example/ops")),
            Link(name: "", target: .web("tel:+49301234")),
            Link(name: "Security desk", target: .room(SampleConvention.mainStage.id)),
        ],
        imageIDs: [poster.id, artPreview.id],
        published: SampleConvention.serverTime.advanced(by: .milliseconds(-3_600_007)))

    /// An artist alley table with every field set, beyond ASCII, with a picture.
    public static let richArtistAlleyTable = ArtistAlleyTable(
        id: "alley-rich", displayName: "Zoë «Inkpaw»", shortDescription: "Stickers,\nbadges & prints — ü",
        location: "12", websiteURL: "https://inkpaw.example/?a=1&ü=2", telegramHandle: "@inkpaw_art",
        imageID: poster.id, registeredAt: SampleConvention.serverTime.advanced(by: .milliseconds(-86_400_123)))
    /// An artist alley table with only what it must have.
    public static let plainArtistAlleyTable = ArtistAlleyTable(
        id: "alley-plain", displayName: "Quiet Fox", registeredAt: SampleConvention.serverTime)

    /// A person with every field set, beyond ASCII, with links; one of `richEvent`'s hosts.
    public static let richPerson = Person(
        id: "person-rich", name: "Dr. Åsa", sortName: "Åsa, Dr.", tagLine: "Fursuit «maker», Malmö",
        biography: "<p>Builds <b>suits</b>\nsince 2004 — ü.</p>", pictureAddress: "https://people.example/åsa.jpg?s=400&t=1",
        links: [
            EventLink(title: "Website", url: "https://asa.example/?a=1&ü=2"),
            EventLink(title: "", url: "https://social.example/@asa"),
        ])
    /// A person with only what they must have, who hosts nothing.
    public static let plainPerson = Person(id: "person-plain", name: "Quiet Otter")

    /// The sample convention with the rich entities added.
    public static var richContent: ConventionContent {
        var content = SampleConvention.content
        content[Event.self].upsert(richEvent)
        content[Announcement.self].upsert(richAnnouncement)
        content[ImageReference.self].upsert(poster)
        content[ImageReference.self].upsert(banner)
        content[ImageReference.self].upsert(artPreview)
        content[Dealer.self].upsert(richDealer)
        content[Room.self].upsert(richRoom)
        content[ConventionMap.self].upsert(richMap)
        content[KnowledgeGroup.self].upsert(richKnowledgeGroup)
        content[KnowledgeEntry.self].upsert(richKnowledgeEntry)
        content[ArtistAlleyTable.self] = EntityTable([richArtistAlleyTable, plainArtistAlleyTable])
        content[Person.self] = EntityTable([richPerson, plainPerson])
        return content
    }

    /// What syncs left out, one of each form: a whole event unreadable (with its place, no
    /// identifier), one referring to a room that is not there, and a property left out of a kept
    /// event; texts with quotes, a line break and characters beyond ASCII.
    public static let skippedEntities: [SkippedEntity] = [
        SkippedEntity(
            Event.self, name: "Nacht „Café“ \"live\"", place: "line 29",
            reason: .unreadable("the DTSTART value cannot be read:\n“2026-13-40”")),
        SkippedEntity(
            Event.self, identifier: "event-ghost", name: "Ghost panel",
            reason: .missingReference(kind: "room", identifier: "room-ü")),
        SkippedEntity(
            Event.self, identifier: richEvent.id.rawValue, name: richEvent.title, place: "talks[3].links[0]", property: "link",
            reason: .unreadable("not a web address")),
    ]

    /// The rich content as a store keeps it,
    /// with a change mark, a favourite taken off the schedule, the source's version and what syncs
    /// left out.
    public static var richConvention: StoredConvention {
        var moved = richEvent
        moved.roomID = SampleConvention.mainStage.id
        let gone = Event(
            id: "event-gone", title: "Cancelled: «Nachtcafé»", description: "It was\nhere.",
            dayID: "day-gone", roomID: "room-gone", trackID: SampleConvention.artTrack.id,
            start: SampleConvention.local(SampleConvention.day1, 22, 0),
            end: SampleConvention.local(SampleConvention.day1, 23, 0))
        var stored = StoredConvention(
            conventionIdentifier: SampleConvention.identifier, lastServerTime: SampleConvention.serverTime,
            content: richContent,
            removedFavourites: [
                gone.id: RemovedFavourite(
                    event: gone, day: nil, room: Room(id: "room-gone", name: "Zelt"), track: SampleConvention.artTrack,
                    removedAt: SampleConvention.serverTime.advanced(by: .milliseconds(-5)))
            ],
            sourceVersion: "W/\"67ab43-ü\"",
            baseline: SyncBaseline(
                viewer: SyncViewer(subject: "sub-ä/7", roles: ["Staff", "Attendee", "Rolle, mit Komma"]),
                lastFullSync: SampleConvention.serverTime.advanced(by: .milliseconds(-1234))),
            skipped: skippedEntities)
        stored[changesOf: Event.self] = [
            richEvent.id: EventChange(kind: .changed([.room]), previous: moved, current: richEvent)
        ]
        return stored
    }

    /// The rich convention as a Conbook of schema 3 (before dealers, maps and image URLs) kept it:
    /// what the checked-in files of that time (`Tests/Fixtures/sqlite/conbook-v3.sqlite`,
    /// `Tests/Fixtures/json-store`) hold.
    public static var richConventionOfSchema3: StoredConvention {
        var stored = richConvention
        stored.baseline = nil
        stored.skipped = []
        stored.content[Dealer.self] = EntityTable()
        stored.content[ConventionMap.self] = EntityTable()
        stored.content[KnowledgeGroup.self] = EntityTable()
        stored.content[KnowledgeEntry.self] = EntityTable()
        stored.content[ArtistAlleyTable.self] = EntityTable()
        stored.content[Person.self] = EntityTable()
        stored.content[Room.self].remove(richRoom.id)
        let newer: Set<ImageReference.ID> = [
            artPreview.id, SampleConvention.venueImage.id, SampleConvention.denImage.id,
            SampleConvention.sketchyThumbnail.id,
        ]
        stored.content[ImageReference.self].removeAll { newer.contains($0.id) }
        return stored
    }

    /// A full sync of the rich content.
    public static var richFullSync: SyncResponse {
        .fullSnapshot(
            of: richContent, conventionIdentifier: SampleConvention.identifier, serverTime: SampleConvention.serverTime)
    }

    /// A delta after the rich full sync: something changed, something deleted in every node.
    public static var richDelta: SyncResponse {
        var movedClosing = SampleConvention.closing
        movedClosing.start = SampleConvention.local(SampleConvention.day3, 17, 0)
        movedClosing.end = SampleConvention.local(SampleConvention.day3, 18, 0)
        var renamedRoom = SampleConvention.panelRoom
        renamedRoom.name = "Panel Room (upstairs)"
        var movedTable = richArtistAlleyTable
        movedTable.location = "14"
        movedTable.imageID = nil
        var describedPerson = richPerson
        describedPerson.tagLine = "Fursuit maker, Göteborg"
        describedPerson.links = []
        return SyncResponse(
            conventionIdentifier: SampleConvention.identifier,
            serverTime: SampleConvention.serverTime.advanced(by: .seconds(3600)),
            EntityChanges<Day>(deleted: ["day-gone"]),
            EntityChanges(changed: [renamedRoom], deleted: ["room-gone"]),
            EntityChanges(changed: [SampleConvention.artTrack], deleted: ["track-gone"]),
            EntityChanges(changed: [movedClosing], deleted: [SampleConvention.fursuitParade.id]),
            EntityChanges<Announcement>(deleted: [SampleConvention.welcome.id]),
            EntityChanges(changed: [banner], deleted: ["image-gone"]),
            EntityChanges(changed: [richDealer], deleted: [SampleConvention.wolfAndCo.id]),
            EntityChanges(changed: [richMap], deleted: [SampleConvention.venueMap.id]),
            EntityChanges<KnowledgeGroup>(deleted: [SampleConvention.rulesGroup.id]),
            EntityChanges(changed: [richKnowledgeEntry], deleted: [SampleConvention.parkingEntry.id]),
            EntityChanges(changed: [movedTable], deleted: [plainArtistAlleyTable.id]),
            EntityChanges(changed: [describedPerson], deleted: [plainPerson.id])
        )
    }

    /// A smaller convention than `richConvention`, saved over it to check replacement.
    public static var smallerConvention: StoredConvention {
        StoredConvention(
            conventionIdentifier: "OTHERCON27",
            lastServerTime: SampleConvention.serverTime.advanced(by: .seconds(86_400)),
            content: ConventionContent(
                [SampleConvention.day1], [SampleConvention.mainStage], [SampleConvention.stageTrack],
                [SampleConvention.opening]))
    }

    /// Selections of events a store must answer with at least the events the Core's rule picks.
    public static var eventSelections: [(String, EntitySelection<Event>)] {
        let sample = SampleConvention.self
        return [
            ("every event", .all),
            ("some ids", .ids([sample.opening.id, richEvent.id, "event-unknown"])),
            ("no ids", .ids([])),
            ("the events of day 2", .referring(to: AnyEntityKind(Day.self), ids: [sample.day2.id.rawValue])),
            (
                "the events of two rooms",
                .referring(to: AnyEntityKind(Room.self), ids: [sample.panelRoom.id.rawValue, "room-unknown"])
            ),
            ("the events of a track", .referring(to: AnyEntityKind(Track.self), ids: [sample.artTrack.id.rawValue])),
        ]
    }

    /// Dealer queries a store must answer with at least the dealers the Core's rule picks: words
    /// of either name, case and diacritics aside, and categories.
    public static var dealerQueries: [(String, DealerQuery)] {
        [
            ("every dealer", .all),
            ("a word of a display name", DealerQuery(words: ["sketchy"])),
            ("the start of a nickname", DealerQuery(words: ["paws"])),
            ("a word without its diacritic", DealerQuery(words: DealerQuery.searchWords(in: "bete"))),
            ("a word with its diacritic", DealerQuery(words: DealerQuery.searchWords(in: "Bêt"))),
            ("an alternate name", DealerQuery(words: ["betise"])),
            ("two words", DealerQuery(words: ["la", "nwar"])),
            ("a word in no name", DealerQuery(words: ["karaoke"])),
            ("one category", DealerQuery(categories: ["Prints"])),
            ("two categories", DealerQuery(categories: ["Plushies", "Fursuits"])),
            ("no category", DealerQuery(categories: [])),
            ("a word among categories", DealerQuery(words: ["fox"], categories: ["Commissions"])),
        ]
    }

    /// Knowledge searches a store must answer with at least the entries the Core's rule finds:
    /// words of titles and texts, diacritics, Markdown, several words, none.
    public static var knowledgeQueries: [(String, KnowledgeQuery)] {
        [
            ("no words", KnowledgeQuery(words: [])),
            ("a word of a title", KnowledgeQuery(searching: "shuttle")),
            ("the start of a word of a text", KnowledgeQuery(searching: "gar")),
            ("a word without its diacritic", KnowledgeQuery(searching: "con ops")),
            ("a word with its diacritic", KnowledgeQuery(searching: "Cón")),
            ("a word inside Markdown", KnowledgeQuery(searching: "notruf 112")),
            ("two words", KnowledgeQuery(searching: "badge worn")),
            ("a word in no entry", KnowledgeQuery(searching: "karaoke")),
        ]
    }

    /// `richConvention` with languages on some events (`DE-at`, `en`, `deu`), for queries by language.
    public static var richConventionWithLanguages: StoredConvention {
        var convention = richConvention
        for (event, language) in [(richEvent, "DE-at"), (SampleConvention.opening, "en"), (SampleConvention.closing, "deu")] {
            var event = convention.content[Event.self][event.id] ?? event
            event.language = language
            convention.content[Event.self].upsert(event)
        }
        return convention
    }

    /// The sample convention with `count` more events on its first two days, every one with the word
    /// "broad": in the title of one in ten, else in the hosts of one in three, the tags of one in
    /// three, the abstract of the rest (so ranked pages cross from one rank to the next), starts
    /// shared by five events each (so ends, titles and ids decide the order).
    public static func broadConvention(events count: Int) -> StoredConvention {
        let sample = SampleConvention.self
        var content = sample.content
        for index in 0..<count {
            let day = index % 2 == 0 ? sample.day1 : sample.day2
            let start = sample.local(day, 8, 0).advanced(by: .seconds(60 * (index / 5)))
            var event = Event(
                id: Event.ID("broad-\(index)"), title: "Talk \(count - index)", abstract: "A talk.", dayID: day.id,
                roomID: sample.panelRoom.id, trackID: sample.artTrack.id, start: start,
                end: start.advanced(by: .seconds(600 * (1 + index % 3))))
            switch (index % 10, index % 3) {
            case (0, _): event.title = "Broad talk \(index % 7)"
            case (_, 0): event.hosts = ["Ms Broad"]
            case (_, 1): event.tags = ["broad_topics"]
            default: event.abstract = "A broad talk."
            }
            content[Event.self].upsert(event)
        }
        return StoredConvention(conventionIdentifier: sample.identifier, lastServerTime: sample.serverTime, content: content)
    }

    /// Identifiers in the canonical form of a UUID, in lower case, as Eurofurence's.
    public static let twinUUIDs: [Event.ID] = [
        "76430fe0-ece7-48c9-b8e6-fdbc3974ff64", "00000000-0000-0000-0000-000000000000",
        "ffffffff-ffff-ffff-ffff-ffffffffffff",
    ]

    /// Identifiers of every other form a source may send: a UUID in capitals, texts that sort
    /// before, between and after the UUIDs, a UUID with a suffix (as a schedule export's repeated
    /// guid becomes) and one a digit short.
    public static let twinOtherIdentifiers: [Event.ID] = [
        "76430FE0-ECE7-48C9-B8E6-FDBC3974FF65", "zz-twin", "10234", "-twin", "76430fe0-ece7-48c9-b8e6-fdbc3974ff64-10234",
        "twin", "76430fe0-ece7-48c9-b8e6-fdbc3974ff6",
    ]

    /// The identifiers `twinConvention` gives its twins: every form.
    public static var twinIdentifiers: [Event.ID] { twinUUIDs + twinOtherIdentifiers }

    /// The sample convention with twins: events of one start, end and title (so only their
    /// identifiers, of every form in `twinIdentifiers`, decide their order), on one day, in one
    /// room, every one with the word "twin" in its title and some with it in their hosts too.
    public static var twinConvention: StoredConvention {
        let sample = SampleConvention.self
        var content = sample.content
        let start = sample.local(sample.day1, 11, 0)
        for (index, id) in twinIdentifiers.enumerated() {
            var event = Event(
                id: id, title: "Twin talk", abstract: "One of twins.", dayID: sample.day1.id, roomID: sample.panelRoom.id,
                trackID: sample.artTrack.id, start: start, end: start.advanced(by: .seconds(3600)))
            if index % 2 == 0 { event.hosts = ["Twin Host"] }
            content[Event.self].upsert(event)
        }
        return StoredConvention(conventionIdentifier: sample.identifier, lastServerTime: sample.serverTime, content: content)
    }

    /// Queries over `twinConvention` that list its twins.
    public static var twinQueries: [(String, EventQuery)] {
        let twins = Set(twinIdentifiers)
        return [
            ("every event", .all),
            ("a day", EventQuery(day: SampleConvention.day1.id)),
            ("a room", EventQuery(room: SampleConvention.panelRoom.id)),
            ("the twins by id", EventQuery(ids: twins)),
            ("a word, in schedule order", EventQuery(words: ["twin"])),
            ("a word, ranked", EventQuery(words: ["twin"], order: .relevance)),
            ("hiding a twin", EventQuery(day: SampleConvention.day1.id).leavingOut(HiddenItems(events: ["zz-twin"]))),
        ]
    }

    /// Queries over `broadConvention` whose listings run past `EventPage.countedAhead`.
    public static var broadQueries: [(String, EventQuery)] {
        [
            ("every event", .all),
            ("a day", EventQuery(day: SampleConvention.day1.id)),
            ("a word, in schedule order", EventQuery(words: ["broad"])),
            ("a word, ranked", EventQuery(words: ["broad"], order: .relevance)),
            ("a word of every title, ranked", EventQuery(words: ["talk"], order: .relevance)),
            ("two words, ranked", EventQuery(words: ["bro", "t"], order: .relevance)),
            ("a word on a day, ranked", EventQuery(day: SampleConvention.day2.id, words: ["broad"], order: .relevance)),
        ]
    }

    /// Queries a store must answer as the Core's rule does, by name: every kind of
    /// condition alone and combined, boundaries of time included.
    public static var eventQueries: [(String, EventQuery)] {
        let sample = SampleConvention.self
        return [
            ("every event", .all),
            ("day 2", EventQuery(day: sample.day2.id)),
            ("some ids", EventQuery(ids: [sample.opening.id, richEvent.id, "event-unknown"])),
            ("no ids", EventQuery(ids: [])),
            ("art track", EventQuery(track: sample.artTrack.id)),
            ("panel room on day 2", EventQuery(day: sample.day2.id, room: sample.panelRoom.id)),
            ("running at an opening's start", EventQuery(runningAt: sample.opening.start)),
            ("running at an opening's end", EventQuery(runningAt: sample.opening.end)),
            ("running past midnight", EventQuery(runningAt: sample.local(sample.day3, 0, 30))),
            (
                "starting within an hour of an opening's start",
                EventQuery(
                    startingAfter: sample.opening.start, startingNoLaterThan: sample.opening.start.advanced(by: .seconds(3600)))
            ),
            ("favourites of a track", EventQuery(ids: [sample.artShow.id, sample.opening.id], track: sample.artTrack.id)),
            ("words in titles", EventQuery(words: ["cer", "clos"])),
            ("a word beyond ASCII", EventQuery(words: ["ünï"])),
            ("a word with ß", EventQuery(words: ["groß"])),
            ("a host and a tag", EventQuery(words: ["mr", "photo"])),
            ("a tag split at _", EventQuery(words: ["required"])),
            ("a word in no event", EventQuery(words: ["karaoke"])),
            ("no words", EventQuery(words: [])),
            ("words on a day among favourites", EventQuery(day: sample.day2.id, ids: [richEvent.id], words: ["fursuit"])),
            ("ranked words", EventQuery(words: ["c"], order: .relevance)),
            ("ranked words in hosts and titles", EventQuery(words: ["mr", "f"], order: .relevance)),
            ("a language", EventQuery(language: "de")),
            ("a language in capitals", EventQuery(language: "DE")),
            ("a language and region", EventQuery(language: "de-AT")),
            ("the start of a code that is not a code", EventQuery(language: "d")),
            ("an empty language", EventQuery(language: "")),
            ("a language no event is held in", EventQuery(day: sample.day2.id, language: "en")),
            ("a tag", EventQuery(tag: "art")),
            ("a tag on a day", EventQuery(day: sample.day1.id, tag: "art")),
            ("the start of a tag", EventQuery(tag: "ar")),
            ("a tag in capitals", EventQuery(tag: "ART")),
            ("a tag holding a separator", EventQuery(tag: "art\u{1F}workshop")),
            ("an empty tag", EventQuery(tag: "")),
            ("hiding an event", EventQuery().leavingOut(HiddenItems(events: [sample.opening.id, "event-unknown"]))),
            ("hiding a room", EventQuery().leavingOut(HiddenItems(rooms: [sample.mainStage.id]))),
            ("hiding a track on a day", EventQuery(day: sample.day2.id).leavingOut(HiddenItems(tracks: [sample.artTrack.id]))),
            ("hiding a language", EventQuery().leavingOut(HiddenItems(languages: ["de"]))),
            ("hiding a language and region", EventQuery().leavingOut(HiddenItems(languages: ["de-AT"]))),
            ("hiding a language set in capitals", EventQuery().leavingOut(languagesSetInCapitals)),
            (
                "hiding every kind among favourites",
                EventQuery(ids: [sample.opening.id, sample.artShow.id, richEvent.id]).leavingOut(
                    HiddenItems(
                        events: [sample.artShow.id], rooms: ["room-unknown"], tracks: ["track-unknown"], languages: ["fr"]))
            ),
            ("hiding nothing", EventQuery().leavingOut(.none)),
            ("a host", hosted(by: "Sketchy Fox")),
            ("a host in capitals", hosted(by: "SKETCHY FOX")),
            ("the start of a host's name", hosted(by: "Sketchy")),
            ("a host on a day", hosted(by: "Con Chair", on: sample.day3.id)),
            ("an empty host", hosted(by: "")),
            ("a host holding a separator", hosted(by: "Sketchy\u{1F}Fox")),
        ]
    }

    /// The events a person hosts, on a day or every day.
    private static func hosted(by name: String, on day: Day.ID? = nil) -> EventQuery {
        var query = EventQuery(day: day)
        query.host = name
        return query
    }

    /// Hidden languages set past `HiddenItems.init`, which lowers them: `DE`, as written.
    private static var languagesSetInCapitals: HiddenItems {
        var items = HiddenItems.none
        items.languages = ["DE"]
        return items
    }

    /// An update a store must apply as `StoredConvention.applying(_:)` says, over
    /// `richConvention`: an event renamed, one removed, a room added, an announcement removed,
    /// new details, marks, removed favourites, version, baseline (now anonymous's) and what syncs
    /// left out (one of the three).
    public static var richUpdate: ConventionUpdate {
        var renamed = richEvent
        renamed.title = "Fursuit Gala — zweiter Teil"
        let hall = Room(id: "room-hall-b", name: "Halle B", shortName: "B")
        let closing = SampleConvention.closing
        var update = ConventionUpdate(
            conventionIdentifier: SampleConvention.identifier,
            lastServerTime: SampleConvention.serverTime.advanced(by: .seconds(3600)), sourceVersion: "\"v2\"",
            details: ConventionDetails(
                title: "Test Con 2026", timeZoneIdentifier: "Europe/Berlin", publicationState: .other("Generalprobe"),
                appConfiguration: AppConfiguration([
                    "MapsUrl": "https://nav.example/ä", "FeatureWifiConfigDisabled": "True", "Leer": "",
                ]), scheduleVersion: "0.33 „Generalprobe“", previousScheduleVersion: "0.32"),
            removedFavourites: [
                closing.id: RemovedFavourite(
                    event: closing, day: SampleConvention.day3, room: SampleConvention.mainStage,
                    track: SampleConvention.stageTrack, removedAt: SampleConvention.serverTime.advanced(by: .seconds(3600)))
            ],
            baseline: SyncBaseline(viewer: .anonymous, lastFullSync: SampleConvention.serverTime.advanced(by: .seconds(3600))),
            skipped: [skippedEntities[1]])
        update[Room.self] = EntityUpdate(upserted: [hall])
        update[Event.self] = EntityUpdate(upserted: [renamed], removed: [closing.id])
        update[Announcement.self] = EntityUpdate(removed: [SampleConvention.roomChange.id])
        update[changesOf: Event.self] = [
            renamed.id: EventChange(kind: .changed([.title]), previous: richEvent, current: renamed),
            closing.id: EventChange(kind: .removed, previous: closing, current: nil),
        ]
        return update
    }
}
