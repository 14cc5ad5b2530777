import ConbookCore
import ConbookPrograms
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

@Suite("SQLite convention store")
@MainActor
struct SQLiteConventionStoreTests {
    private struct NotAnSQLiteStore: Error {}

    @Test("Given a new database, when saved, loaded and reopened, then it keeps the store contract")
    func keepsTheStoreContract() throws {
        var directories: [URL] = []
        defer { directories.forEach { try? FileManager.default.removeItem(at: $0) } }
        let makeEmptyStore = { @MainActor () throws -> SQLiteConventionStore in
            let directory = try makeTemporaryDirectory()
            directories.append(directory)
            return try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).store(for: "test")
        }
        let reopen = { @MainActor (store: AnyObject) throws -> SQLiteConventionStore in
            guard let store = store as? SQLiteConventionStore else { throw NotAnSQLiteStore() }
            return try ConbookDatabase(fileURL: URL(fileURLWithPath: store.path)).store(for: store.name)
        }
        let contract = ConventionStoreContract(makeEmptyStore: makeEmptyStore, reopenStore: reopen)
        #expect(contract.violations() == [])
        #expect(AttendeeStoreContract(makeEmptyStore: makeEmptyStore, reopenStore: reopen).violations() == [])
    }

    @Test(
        "Given a new database, when settings are saved and the database reopened, then it keeps the settings contract; a value out of range reads as the default"
    )
    func keepsTheSettingsContract() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "conbook.sqlite")
        let contract = SettingsStoreContract(makeStore: {
            let database = try ConbookDatabase(fileURL: file)
            return (database.settingsStore, { try ConbookDatabase(fileURL: file).settingsStore })
        })
        #expect(contract.violations() == [])

        let database = try ConbookDatabase(fileURL: file)
        try database.setSetting("reminder_lead_minutes", "99999")
        #expect(UserSettings(resolving: [try database.settingsStore.loadSettings(in: .everyConvention)]) == .defaults)
        try database.setSetting("reminder_lead_minutes", "soon")
        #expect(try database.settingsStore.loadSettings(in: .everyConvention) == .nothing)
    }

    @Test(
        "Given a lead time saved for every convention (by an earlier Conbook), when one convention sets its own, then that one changes and the others keep the common one; the settings contract holds per convention"
    )
    func perConventionSettings() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "conbook.sqlite")
        let database = try ConbookDatabase(fileURL: file)
        // What a Conbook before per-convention settings saved.
        try database.setSetting("reminder_lead_minutes", "20")
        #expect(try database.settingsStore.loadSettings(in: .everyConvention).reminderLeadMinutes == 20)
        #expect(try database.settingsStore.loadSettings(in: .convention("fosdem")) == .nothing)

        try database.settingsStore.saveSettings(SavedSettings(reminderLeadMinutes: 5), in: .convention("fosdem"))

        #expect(try database.setting("reminder_lead_minutes:fosdem") == "5")
        #expect(try database.setting("reminder_lead_minutes") == "20")
    }

    @Test("Given a convention with every kind of change mark, when saved and reopened, then the marks are the same")
    func changeMarksRoundTrip() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            var moved = SampleConvention.artShow
            moved.roomID = SampleConvention.mainStage.id
            var stored = SampleConvention.stored
            stored[changesOf: Event.self] = [
                moved.id: EventChange(kind: .changed([.room]), previous: SampleConvention.artShow, current: moved),
                SampleConvention.closing.id: EventChange(kind: .removed, previous: SampleConvention.closing, current: nil),
                SampleConvention.opening.id: EventChange(kind: .added, previous: nil, current: SampleConvention.opening),
            ]

            try ConbookDatabase(fileURL: file).store(for: "marks").saveConvention(stored)

            #expect(try ConbookDatabase(fileURL: file).store(for: "marks").loadConvention() == stored)
        }
    }

    @Test(
        "Given an update with a kind of entity the store has no table for, when applied, then it is refused naming the kind, and nothing changes"
    )
    func refusesKindsWithoutATable() throws {
        try withTemporaryDirectory { directory in
            let store = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite")).store(for: "demo")
            try store.saveConvention(SampleConvention.stored)
            var update = ConventionUpdate(from: SampleConvention.stored, to: SampleConvention.stored)
            update[Sticker.self] = EntityUpdate(upserted: [Sticker(id: "sticker-1")])

            var failure: StoreError?
            do throws(StoreError) {
                try store.apply(update)
            } catch {
                failure = error
            }

            guard case .writeFailed(_, let reason) = failure else {
                Issue.record("expected writeFailed, got \(String(describing: failure))")
                return
            }
            #expect(reason.contains("this store has no table for stickers"))
            #expect(try store.loadConvention() == SampleConvention.stored)
        }
    }

    @Test(
        "Given a kind without a table of its own (artist alley tables), when saved, then an independent reader (Python's sqlite3) finds each in kind_artist_alley_table in its fixed coded form"
    )
    func kindKeptWhole() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            try ConbookDatabase(fileURL: file).store(for: "demo").saveConvention(ContractSamples.richConvention)

            let script = """
                import sqlite3, sys
                rows = sqlite3.connect(sys.argv[1]).execute(
                    "SELECT id, entity FROM kind_artist_alley_table WHERE convention = 'demo' ORDER BY id")
                for row in rows: print(row[0], row[1])
                """
            let run = try PeerProgram("python3").run(["-c", script, file.path])
            let registered = SampleConvention.serverTime.millisecondsSinceEpoch
            #expect(run.errors == "")
            let lines = run.output.split(separator: "\n").map(String.init)
            let plain: String =
                #"alley-plain {"displayName":"Quiet Fox","id":"alley-plain","location":"","registeredAt":"#
                + "\(registered)" + #","shortDescription":"","telegramHandle":"","websiteURL":""}"#
            #expect(lines.count == 2)
            #expect(lines.first == plain)
            #expect(
                lines.last?.hasPrefix(#"alley-rich {"displayName":"Zoë «Inkpaw»","id":"alley-rich","imageID":"image-poster""#)
                    == true)
        }
    }

    @Test("Given two conventions in one file, when each is saved, then each keeps its own data and favourites")
    func twoConventionsSideBySide() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            let database = try ConbookDatabase(fileURL: file)
            let first = database.store(for: "first")
            let second = database.store(for: "second")
            try first.saveConvention(ContractSamples.richConvention)
            try first.saveFavourites([SampleConvention.opening.id])
            try second.saveConvention(SampleConvention.stored)
            try second.saveFavourites([SampleConvention.closing.id, "gone"])
            try first.saveConvention(ContractSamples.smallerConvention)

            let reopened = try ConbookDatabase(fileURL: file)
            #expect(try reopened.conventionNames() == ["first", "second"])
            #expect(try reopened.store(for: "first").loadConvention() == ContractSamples.smallerConvention)
            #expect(try reopened.store(for: "second").loadConvention() == SampleConvention.stored)
            #expect(try reopened.store(for: "first").loadFavourites() == [SampleConvention.opening.id])
            #expect(try reopened.store(for: "second").loadFavourites() == [SampleConvention.closing.id, "gone"])
            #expect(try reopened.store(for: "third").loadConvention() == nil)
        }
    }

    @Test(
        "Given two conventions sharing one file (and so one full-text index), when each is searched ranked, then each page holds its own events only, as the Core's rule ranks and counts them"
    )
    func rankedSearchesOfTwoConventionsInOneFile() throws {
        try withTemporaryDirectory { directory in
            let database = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite"))
            let broad = ContractSamples.broadConvention(events: EventPage.countedAhead + 60)
            let conventions = [("broad", broad), ("rich", ContractSamples.richConventionWithLanguages)]
            for (name, convention) in conventions {
                try database.store(for: name).saveConvention(convention)
            }
            let queries = [["talk"], ["broad"], ["bro", "t"], ["c"], ["mr", "f"]]
            let ranges = [PageRange(offset: 0, limit: 50), PageRange(offset: 40, limit: 50), PageRange.everything]
            for (name, convention) in conventions {
                for words in queries {
                    for range in ranges {
                        let query = EventQuery(words: words, order: .relevance)
                        let expected = convention.content.events(matching: query, in: range)
                        let actual = try database.store(for: name).events(matching: query, in: range)
                        #expect(actual.events.map(\.id) == expected.events.map(\.id), "\(name) \(words) \(range)")
                        #expect(actual.totalCount == expected.totalCount, "\(name) \(words) \(range)")
                        #expect(actual.isCountComplete == expected.isCountComplete, "\(name) \(words) \(range)")
                    }
                }
            }
        }
    }

    @Test(
        "Given two conventions in one file, when one is removed, then all of it goes (data, favourites, read marks, search) and the other is untouched"
    )
    func removingOneConvention() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "conbook.sqlite")
            let database = try ConbookDatabase(fileURL: file)
            let kept = database.store(for: "kept")
            let removed = database.store(for: "removed")
            for store in [kept, removed] {
                try store.saveConvention(SampleConvention.stored)
                try store.saveFavourites([SampleConvention.opening.id])
                try store.saveAnnouncementReads([SampleConvention.welcome.id: SampleConvention.welcome.lastChanged])
            }

            try database.removeConvention(named: "removed")

            let reopened = try ConbookDatabase(fileURL: file)
            #expect(try reopened.conventionNames() == ["kept"])
            let gone = reopened.store(for: "removed")
            #expect(try gone.loadConvention() == nil)
            #expect(try gone.loadFavourites().isEmpty)
            #expect(try gone.loadAnnouncementReads().isEmpty)
            #expect(try reopened.store(for: "kept").loadConvention() == SampleConvention.stored)
            #expect(try reopened.store(for: "kept").loadFavourites() == [SampleConvention.opening.id])
            let found = try reopened.store(for: "kept").events(matching: EventQuery(words: ["ceremony"]), in: .everything)
            #expect(found.totalCount == 2)
            try gone.saveConvention(SampleConvention.stored)
            #expect(try gone.events(matching: EventQuery(words: ["ceremony"]), in: .everything).totalCount == 2)
        }
    }

    @Test("Given favourites, when the convention is re-synced without their events, then they are kept")
    func favouritesSurviveResync() throws {
        try withTemporaryDirectory { directory in
            let store = try ConbookDatabase(fileURL: directory.appending(path: "c.sqlite")).store(for: "demo")
            try store.saveConvention(SampleConvention.stored)
            try store.saveFavourites([SampleConvention.opening.id, SampleConvention.artShow.id])
            var emptied = SampleConvention.stored
            emptied.content[Event.self].removeAll()
            try store.saveConvention(emptied)
            try store.saveConvention(SampleConvention.stored)

            #expect(try store.loadFavourites() == [SampleConvention.opening.id, SampleConvention.artShow.id])
        }
    }

    @Test("Given a save that fails half-way, when loaded again, then the content is unchanged and writeFailed was thrown")
    func failedSaveChangesNothing() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "c.sqlite")
            let store = try ConbookDatabase(fileURL: file).store(for: "demo")
            let before = SyntheticConvention.stored(events: 200)
            try store.saveConvention(before)
            try store.saveFavourites([SampleConvention.opening.id])

            store.failAfterRows = 50
            var failure: StoreError?
            do throws(StoreError) {
                try store.saveConvention(SyntheticConvention.stored(events: 300, titleSuffix: " (moved)"))
            } catch {
                failure = error
            }

            guard case .writeFailed(let location, let reason) = failure else {
                Issue.record("expected writeFailed, got \(String(describing: failure))")
                return
            }
            #expect(location.contains(file.path))
            #expect(reason.contains("injected failure after 50 rows"))
            #expect(try store.loadConvention() == before)
            let reopened = try ConbookDatabase(fileURL: file).store(for: "demo")
            #expect(try reopened.loadConvention() == before)
            #expect(try reopened.loadFavourites() == [SampleConvention.opening.id])
            store.failAfterRows = nil
            try store.saveConvention(SampleConvention.stored)
            #expect(try reopened.loadConvention() == SampleConvention.stored)
        }
    }

    @Test(
        "Given 10,000 stored events, when an update names 10 events, then only those rows and the convention row are written, and a reload matches"
    )
    func updateWritesOnlyItsRows() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "c.sqlite")
            let store = try ConbookDatabase(fileURL: file).store(for: "big")
            let stored = SyntheticConvention.stored(events: 10_000)
            try store.saveConvention(stored)
            let update = SyntheticConvention.tenEventUpdate(of: stored, sourceVersion: "v2")

            try store.apply(update)

            #expect(store.lastSaveChangeCount == 11)  // 10 event rows and the convention row
            let reopened = try ConbookDatabase(fileURL: file).store(for: "big")
            #expect(try reopened.loadConvention() == stored.applying(update))
            let found = try reopened.events(matching: EventQuery(words: ["changed"]), in: .everything)
            #expect(found.totalCount == 5)
        }
    }

    @Test("Given an update that fails half-way, when loaded again, then the content is unchanged and writeFailed was thrown")
    func failedUpdateChangesNothing() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "c.sqlite")
            let store = try ConbookDatabase(fileURL: file).store(for: "demo")
            let before = SyntheticConvention.stored(events: 300)
            try store.saveConvention(before)
            var update = ConventionUpdate(
                conventionIdentifier: before.conventionIdentifier,
                lastServerTime: before.lastServerTime.advanced(by: .seconds(60)), sourceVersion: nil, details: nil)
            update[Event.self] = EntityUpdate(
                upserted: (0..<100).map { SyntheticConvention.event($0, titleSuffix: " (moved)") })

            store.failAfterRows = 50
            #expect(throws: StoreError.self) { try store.apply(update) }

            #expect(try ConbookDatabase(fileURL: file).store(for: "demo").loadConvention() == before)
            store.failAfterRows = nil
            try store.apply(update)
            #expect(try ConbookDatabase(fileURL: file).store(for: "demo").loadConvention() == before.applying(update))
        }
    }

    @Test(
        "Given 10,000 stored events, when a whole convention with 10 changed events is saved, then the save writes only those rows"
    )
    func deltaWritesOnlyChangedRows() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "c.sqlite")
            let store = try ConbookDatabase(fileURL: file).store(for: "big")
            var convention = SyntheticConvention.stored(events: 10_000)
            try store.saveConvention(convention)
            let fullCount = store.lastSaveChangeCount

            convention = convention.applying(SyntheticConvention.tenEventUpdate(of: convention))
            try store.saveConvention(convention)

            #expect(fullCount > 10_000)
            #expect(store.lastSaveChangeCount == 11)  // 10 event rows and the convention row
            let reopened = try ConbookDatabase(fileURL: file).store(for: "big")
            #expect(try reopened.loadConvention() == convention)

            // A store opened anew writes only what changed too.
            convention.content[Event.self].upsert(SyntheticConvention.event(7, titleSuffix: " (again)"))
            try reopened.saveConvention(convention)
            #expect(reopened.lastSaveChangeCount == 2)
        }
    }

    @Test(
        "Given a store whose convention another connection saved, when it saves a whole convention, then it builds on what the file holds and loses nothing"
    )
    func savesBuildOnWhatAnotherConnectionSaved() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "c.sqlite")
            let first = try ConbookDatabase(fileURL: file).store(for: "demo")
            let second = try ConbookDatabase(fileURL: file).store(for: "demo")
            try first.saveConvention(SyntheticConvention.stored(events: 20))
            try second.saveConvention(SyntheticConvention.stored(events: 30, titleSuffix: " B"))
            let latest = SyntheticConvention.stored(events: 25, titleSuffix: " C")

            try first.saveConvention(latest)

            #expect(try ConbookDatabase(fileURL: file).store(for: "demo").loadConvention() == latest)
            #expect(try second.loadConvention() == latest)
        }
    }

    @Test("Given settings, when set, replaced and cleared, then they read back")
    func settings() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "c.sqlite")
            let database = try ConbookDatabase(fileURL: file)
            #expect(try database.setting("last-convention") == nil)
            try database.setSetting("last-convention", "demo")
            try database.setSetting("last-convention", "fosdem")
            #expect(try ConbookDatabase(fileURL: file).setting("last-convention") == "fosdem")
            try database.setSetting("last-convention", nil)
            #expect(try database.setting("last-convention") == nil)
        }
    }
}

/// A kind of entity the SQLite store has no table for.
private struct Sticker: OutlineEntity {
    static let kind = EntityKind<Sticker>(name: "sticker")

    var id: Identifier<Sticker>
}
