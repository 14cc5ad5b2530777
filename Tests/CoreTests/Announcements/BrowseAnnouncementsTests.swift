import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Announcements: browsing, newest change first, expired apart")
struct BrowseAnnouncementsTests {
    private typealias Sample = SampleConvention

    /// Day 1, 10:30 local: the sample's clock.
    private static let now = Sample.local(Sample.day1, 10, 30)

    /// An announcement valid from `from` until `until`, last changed at `changed`.
    private static func notice(
        _ id: String, from: Instant, until: Instant, changed: Instant
    ) -> Announcement {
        Announcement(
            id: Announcement.ID(id), title: id, content: "About \(id).", validFrom: from, validUntil: until,
            lastChanged: changed)
    }

    /// The sample convention with these announcements instead of its own.
    private static func core(_ announcements: [Announcement], now: Instant = now) throws -> ConbookTestContext {
        var stored = Sample.stored
        stored.content[Announcement.self] = EntityTable(announcements)
        return try ConbookTestContext(now: now, stored: stored)
    }

    private static func ids(_ listed: [ListedAnnouncement]) -> [String] {
        listed.map(\.announcement.id.rawValue)
    }

    private static let hourAgo = now.advanced(by: .seconds(-3600))
    private static let hourAhead = now.advanced(by: .seconds(3600))
    private static let dayAgo = now.advanced(by: .seconds(-86_400))
    private static let dayAhead = now.advanced(by: .seconds(86_400))

    @Test(
        "Given current, expired and upcoming announcements, when listed, then the current ones come newest change first, the expired ones apart, newest change first, and the upcoming ones are left out"
    )
    func currentThenExpiredUpcomingLeftOut() throws {
        let core = try Self.core([
            Self.notice("current-old", from: Self.dayAgo, until: Self.dayAhead, changed: Self.dayAgo),
            Self.notice("current-new", from: Self.dayAgo, until: Self.dayAhead, changed: Self.hourAgo),
            Self.notice("expired-old", from: Self.dayAgo, until: Self.hourAgo, changed: Self.dayAgo),
            Self.notice("expired-new", from: Self.dayAgo, until: Self.hourAgo, changed: Self.hourAgo),
            Self.notice("upcoming", from: Self.hourAhead, until: Self.dayAhead, changed: Self.hourAgo),
        ])

        let listing = core.conbook.browseAnnouncements.listing()

        #expect(Self.ids(listing.current) == ["current-new", "current-old"])
        #expect(Self.ids(listing.expired) == ["expired-new", "expired-old"])
        #expect(!listing.isEmpty)
    }

    @Test("Given announcements changed at the same instant, when listed, then they come by identifier, as News lists them")
    func tiesByIdentifier() throws {
        let core = try Self.core([
            Self.notice("b", from: Self.dayAgo, until: Self.dayAhead, changed: Self.hourAgo),
            Self.notice("c", from: Self.dayAgo, until: Self.dayAhead, changed: Self.hourAgo),
            Self.notice("a", from: Self.dayAgo, until: Self.dayAhead, changed: Self.hourAgo),
        ])

        #expect(Self.ids(core.conbook.browseAnnouncements.listing().current) == ["c", "b", "a"])
        #expect(core.conbook.seeLatestAnnouncements.latestAnnouncements().map(\.id.rawValue) == ["c", "b", "a"])
    }

    @Test("Given an announcement valid from now until later, then it is current at its start and expired at its end, exactly")
    func boundaries() throws {
        let core = try Self.core([Self.notice("window", from: Self.now, until: Self.hourAhead, changed: Self.dayAgo)])
        #expect(Self.ids(core.conbook.browseAnnouncements.listing().current) == ["window"])

        core.clock.set(Self.hourAhead)

        let listing = core.conbook.browseAnnouncements.listing()
        #expect(listing.current.isEmpty)
        #expect(Self.ids(listing.expired) == ["window"])
    }

    @Test("Given the clock moves on, when listed again, then an upcoming announcement becomes current and a current one expires")
    func followsTheClock() throws {
        let core = try Self.core([
            Self.notice("ending", from: Self.dayAgo, until: Self.hourAhead, changed: Self.dayAgo),
            Self.notice("starting", from: Self.hourAhead, until: Self.dayAhead, changed: Self.hourAgo),
        ])
        #expect(Self.ids(core.conbook.browseAnnouncements.listing().current) == ["ending"])

        core.clock.advance(by: .seconds(2 * 3600))

        let listing = core.conbook.browseAnnouncements.listing()
        #expect(Self.ids(listing.current) == ["starting"])
        #expect(Self.ids(listing.expired) == ["ending"])
    }

    @Test(
        "Given an announcement whose valid-until comes before its valid-from, then it is never current: left out until its valid-until passes, expired after"
    )
    func invertedValidity() throws {
        let inverted = Self.notice("inverted", from: Self.dayAhead, until: Self.hourAhead, changed: Self.hourAgo)
        let core = try Self.core([inverted])
        #expect(core.conbook.browseAnnouncements.listing().isEmpty)
        #expect(inverted.hasInvertedValidity)
        #expect(inverted.validity(at: Self.now) == .upcoming)

        core.clock.set(Self.hourAhead.advanced(by: .seconds(1)))

        #expect(Self.ids(core.conbook.browseAnnouncements.listing().expired) == ["inverted"])
        #expect(inverted.validity(at: core.clock.now) == .expired)
        #expect(core.conbook.seeLatestAnnouncements.latestAnnouncements().isEmpty)
    }

    @Test(
        "Given read and unread announcements, when listed, then each says whether this version of it was read; one changed since it was read is unread"
    )
    func readState() throws {
        let core = try Self.core([
            Self.notice("read", from: Self.dayAgo, until: Self.dayAhead, changed: Self.hourAgo),
            Self.notice("unread", from: Self.dayAgo, until: Self.dayAhead, changed: Self.dayAgo),
            Self.notice("expired", from: Self.dayAgo, until: Self.hourAgo, changed: Self.dayAgo),
        ])
        try core.conbook.viewAnnouncement.markAsRead("read")
        try core.conbook.viewAnnouncement.markAsRead("expired")

        let listing = core.conbook.browseAnnouncements.listing()

        #expect(listing.current.map(\.isRead) == [true, false])
        #expect(listing.expired.map(\.isRead) == [true])
    }

    @Test("Given nothing stored yet, when listed, then the listing is empty")
    func nothingStored() throws {
        let core = try ConbookTestContext(stored: nil)

        #expect(core.conbook.browseAnnouncements.listing() == .empty)
        #expect(core.conbook.viewAnnouncement.announcement(Sample.welcome.id) == nil)
    }
}
