import ConbookPrograms
import ConbookServerTestSupport
import Foundation
import Testing

@Suite("conbook reminders and conbook watch, end to end")
struct ConbookRemindersTests {
    /// Two favourites of the demo's Thursday: Artists' Lounge (10:00) and Belgian Furries Group
    /// Photo (10:30), given as a calendar file the way a user would bring them.
    static let favourites = """
        BEGIN:VCALENDAR
        BEGIN:VEVENT
        UID:4346541a-e906-43fe-b691-62618de4f455@EF27.conbook
        END:VEVENT
        BEGIN:VEVENT
        UID:62bf4465-0acc-43c6-b5de-ea7e0dc07a71@EF27.conbook
        END:VEVENT
        END:VCALENDAR

        """

    private func storeWithFavourites(in scratch: TemporaryDirectory) throws -> String {
        let store = scratch.url.appending(path: "store").path
        let file = scratch.url.appending(path: "favourites.ics")
        try Self.favourites.write(to: file, atomically: true, encoding: .utf8)
        #expect(try ConbookExecutable().run(["import", file.path, "--store", store]).status == 0)
        return store
    }

    @Test("Given two favourites and the clock pinned, when the reminders are listed, then those starting within the lead time are due now and the rest are later with their reminder time; a longer lead time is kept")
    func listing() throws {
        let scratch = try TemporaryDirectory()
        let store = try storeWithFavourites(in: scratch)
        let conbook = try ConbookExecutable()

        let early = try conbook.run(["reminders", "--store", store, "--now", "2022-08-25T08:00:00+02:00"])
        let dueOne = try conbook.run(["reminders", "--store", store, "--now", "2022-08-25T10:20:00+02:00"])
        let longer = try conbook.run(["reminders", "--store", store, "--now", "2022-08-25T09:40:00+02:00", "--remind-before", "60"])
        let kept = try conbook.run(["reminders", "--store", store, "--now", "2022-08-25T09:40:00+02:00"])
        let over = try conbook.run(["reminders", "--store", store, "--now", "2022-08-25T11:00:00+02:00"])

        #expect(early.output == """
            Reminders 15 minutes before your favourites; now is Thursday 25 August 08:00.
            Later:
              Thursday 25 August 10:00  Artists' Lounge · Artist Lounge — Foyer Estrel Hall — reminder at 09:45
              Thursday 25 August 10:30  Belgian Furries Group Photo · Open Stage — ECC Foyer 1 — reminder at 10:15

            """)
        #expect(dueOne.output == """
            Reminders 15 minutes before your favourites; now is Thursday 25 August 10:20.
            Due now (starting within 15 minutes):
              Thursday 25 August 10:30  Belgian Furries Group Photo · Open Stage — ECC Foyer 1

            """)
        #expect(longer.output.contains("Due now (starting within 60 minutes):\n  Thursday 25 August 10:00  Artists' Lounge"))
        #expect(longer.output.contains("  Thursday 25 August 10:30  Belgian Furries Group Photo"))
        #expect(kept.output.hasPrefix("Reminders 60 minutes before your favourites"))
        #expect(over.output.hasSuffix("None: no favourite is still to come.\n"))
        #expect(try conbook.run(["reminders", "--store", store, "--remind-before", "2000"]).status == 64)
    }

    @Test("Given a reminder due, when `watch --once` runs twice, then it is printed by the first run only; a later start gives the next one")
    func watchOnce() throws {
        let scratch = try TemporaryDirectory()
        let store = try storeWithFavourites(in: scratch)
        let conbook = try ConbookExecutable()
        let arguments = ["watch", "--once", "--no-sync", "--store", store]

        let first = try conbook.run(arguments + ["--now", "2022-08-25T09:50:00+02:00"])
        let again = try conbook.run(arguments + ["--now", "2022-08-25T09:52:00+02:00"])
        let next = try conbook.run(arguments + ["--now", "2022-08-25T10:16:00+02:00"])

        #expect(first.output == "Thursday 25 August 09:50  Reminder: Artists' Lounge starts at 10:00 (in 10 minutes) · Artist Lounge — Foyer Estrel Hall\n")
        #expect(again.output == "")
        #expect(next.output == "Thursday 25 August 10:16  Reminder: Belgian Furries Group Photo starts at 10:30 (in 14 minutes) · Open Stage — ECC Foyer 1\n")
        #expect([first.status, again.status, next.status] == [0, 0, 0])
    }

    @Test("Given a reminder due, when `watch` stays running a while, then it prints the reminder exactly once")
    func watchRunning() throws {
        let scratch = try TemporaryDirectory()
        let store = try storeWithFavourites(in: scratch)

        let run = try ConbookExecutable().run(
            ["watch", "--no-sync", "--store", store, "--now", "2022-08-25T10:20:00+02:00"], stoppingAfter: .seconds(3))

        let lines = run.output.split(separator: "\n")
        #expect(lines.first == "Watching: reminders 15 minutes before your favourites. Ctrl-C ends.")
        #expect(lines.filter { $0.contains("Reminder: Belgian Furries Group Photo") }.count == 1)
        #expect(lines.count == 2)
    }
}
