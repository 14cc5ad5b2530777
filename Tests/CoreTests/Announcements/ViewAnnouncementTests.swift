import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Announcements: viewing one and marking it read")
struct ViewAnnouncementTests {
    private typealias Sample = SampleConvention

    /// Records what observers are told.
    private final class Observer: ConventionObserver {
        var changes: [ConventionChange] = []
        func conventionDidChange(_ change: ConventionChange) { changes.append(change) }
    }

    @Test("Given the sample, when an announcement is viewed, then it is found whatever its validity; an unknown one is nil")
    func findsByIdentifier() throws {
        var expired = Sample.welcome
        expired.id = "expired"
        expired.validUntil = Sample.local(Sample.day1, 9, 0)
        var stored = Sample.stored
        stored.content[Announcement.self].upsert(expired)
        let core = try ConbookTestContext(stored: stored)

        #expect(core.conbook.viewAnnouncement.announcement(Sample.roomChange.id) == Sample.roomChange)
        #expect(core.conbook.viewAnnouncement.announcement("expired") == expired)
        #expect(core.conbook.viewAnnouncement.validity(of: expired) == .expired)
        #expect(core.conbook.viewAnnouncement.validity(of: Sample.welcome) == .current)
        #expect(core.conbook.viewAnnouncement.announcement("announcement-gone") == nil)
    }

    @Test(
        "Given an unread announcement, when it is marked read, then it reads as read, is stored with its version, and observers are told"
    )
    func markAsRead() throws {
        let core = try ConbookTestContext()
        let observer = Observer()
        core.conbook.addObserver(observer)
        #expect(!core.conbook.viewAnnouncement.isRead(Sample.welcome))

        try core.conbook.viewAnnouncement.markAsRead(Sample.welcome.id)

        #expect(core.conbook.viewAnnouncement.isRead(Sample.welcome))
        #expect(!core.conbook.viewAnnouncement.isRead(Sample.roomChange))
        #expect(core.store.announcementReads == [Sample.welcome.id: Sample.welcome.lastChanged])
        #expect(observer.changes == [.announcementsRead])
        #expect(core.conbook.seeLatestAnnouncements.isRead(Sample.welcome))
    }

    @Test("Given a read announcement, when it is marked read again, then nothing is written and observers hear nothing")
    func markingAgainChangesNothing() throws {
        let core = try ConbookTestContext()
        try core.conbook.viewAnnouncement.markAsRead(Sample.welcome.id)
        let observer = Observer()
        core.conbook.addObserver(observer)
        core.store.failsWrites = true

        try core.conbook.viewAnnouncement.markAsRead(Sample.welcome.id)

        #expect(observer.changes.isEmpty)
    }

    @Test("Given an unknown announcement, when it is marked read, then nothing changes and nothing fails")
    func unknownIsIgnored() throws {
        let core = try ConbookTestContext()
        core.store.failsWrites = true

        try core.conbook.viewAnnouncement.markAsRead("announcement-gone")

        #expect(core.store.announcementReads.isEmpty)
    }

    @Test(
        "Given the store cannot be written, when an announcement is marked read, then the store's error is thrown and it stays unread, the reads stored before kept"
    )
    func failedWrite() throws {
        let core = try ConbookTestContext()
        try core.conbook.viewAnnouncement.markAsRead(Sample.roomChange.id)
        core.store.failsWrites = true

        #expect(throws: StoreError.writeFailed(location: "memory", reason: "simulated write failure")) {
            try core.conbook.viewAnnouncement.markAsRead(Sample.welcome.id)
        }

        #expect(!core.conbook.viewAnnouncement.isRead(Sample.welcome))
        #expect(core.conbook.viewAnnouncement.isRead(Sample.roomChange))
        #expect(core.store.announcementReads == [Sample.roomChange.id: Sample.roomChange.lastChanged])
    }
}
