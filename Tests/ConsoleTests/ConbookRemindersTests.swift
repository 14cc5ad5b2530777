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
        try Self.favourites.write(to: file, atomically: false, encoding: .utf8)
        #expect(try ConbookExecutable().run(["import", file.path, "--store", store]).status == 0)
        return store
    }

    @Test(
        "Given two favourites and the clock pinned, when the reminders are listed, then those starting within the lead time are due now and the rest are later with their reminder time; a longer lead time is kept"
    )
    func listing() throws {
        let scratch = try TemporaryDirectory()
        let store = try storeWithFavourites(in: scratch)
        let conbook = try ConbookExecutable()

        let early = try conbook.run(["reminders", "--store", store, "--now", "2022-08-25T08:00:00+02:00"])
        let dueOne = try conbook.run(["reminders", "--store", store, "--now", "2022-08-25T10:20:00+02:00"])
        let longer = try conbook.run([
            "reminders", "--store", store, "--now", "2022-08-25T09:40:00+02:00", "--remind-before", "60",
        ])
        let kept = try conbook.run(["reminders", "--store", store, "--now", "2022-08-25T09:40:00+02:00"])
        let over = try conbook.run(["reminders", "--store", store, "--now", "2022-08-25T11:00:00+02:00"])

        #expect(
            early.output == """
                Reminders 15 minutes before your favourites; now is Thursday 25 August 08:00.
                Later:
                  Thursday 25 August 10:00  Artists' Lounge · Artist Lounge — Foyer Estrel Hall — reminder at 09:45
                  Thursday 25 August 10:30  Belgian Furries Group Photo · Open Stage — ECC Foyer 1 — reminder at 10:15

                """)
        #expect(
            dueOne.output == """
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

    @Test(
        "Given minutes out of range, negative ones too, when `--remind-before` or `--sync-every` gets them, then the error says the range and conbook exits 64",
        arguments: [
            (["reminders", "--remind-before", "-1"], "--remind-before takes minutes from 0 to 1440; -1 is not."),
            (["reminders", "--remind-before", "2000"], "--remind-before takes minutes from 0 to 1440; 2000 is not."),
            (["watch", "--once", "--sync-every", "-5"], "--sync-every takes minutes from 1 to 1440; -5 is not."),
        ])
    func minutesOutOfRange(arguments: [String], error: String) throws {
        let scratch = try TemporaryDirectory()
        let run = try ConbookExecutable().run(arguments + ["--store", scratch.url.path])
        #expect(run.status == 64)
        #expect(run.errors.contains(error), "\(run.errors)")
    }

    @Test(
        "Given a reminder due, when `watch --once` runs twice, then it is printed by the first run only; a later start gives the next one"
    )
    func watchOnce() throws {
        let scratch = try TemporaryDirectory()
        let store = try storeWithFavourites(in: scratch)
        let conbook = try ConbookExecutable()
        let arguments = ["watch", "--once", "--no-sync", "--store", store]

        let first = try conbook.run(arguments + ["--now", "2022-08-25T09:50:00+02:00"])
        let again = try conbook.run(arguments + ["--now", "2022-08-25T09:52:00+02:00"])
        let next = try conbook.run(arguments + ["--now", "2022-08-25T10:16:00+02:00"])

        #expect(
            first.output
                == "Thursday 25 August 09:50  Reminder: Artists' Lounge starts at 10:00 (in 10 minutes) · Artist Lounge — Foyer Estrel Hall\n"
        )
        #expect(again.output == "")
        #expect(
            next.output
                == "Thursday 25 August 10:16  Reminder: Belgian Furries Group Photo starts at 10:30 (in 14 minutes) · Open Stage — ECC Foyer 1\n"
        )
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

    @Test(
        "Given a German locale (LANG=de_DE.UTF-8), when the reminders are listed and given, then they are in German with German dates; --language en overrides the locale"
    )
    func inGerman() throws {
        let scratch = try TemporaryDirectory()
        let store = try storeWithFavourites(in: scratch)
        let conbook = try ConbookExecutable()
        let german = ["LANG": "de_DE.UTF-8"]

        let listed = try conbook.run(["reminders", "--store", store, "--now", "2022-08-25T10:20:00+02:00"], environment: german)
        let given = try conbook.run(
            ["watch", "--once", "--no-sync", "--store", store, "--now", "2022-08-25T09:50:00+02:00"], environment: german)
        let english = try conbook.run(
            ["reminders", "--store", store, "--now", "2022-08-25T08:00:00+02:00", "--language", "en"], environment: german)
        let byLanguageList = try conbook.run(
            ["reminders", "--store", store, "--now", "2022-08-25T11:00:00+02:00"],
            environment: ["LANGUAGE": "fr:de", "LANG": "en_GB.UTF-8"])

        #expect(
            listed.output == """
                Erinnerungen 15 Minuten vor deinen Favoriten; jetzt ist Donnerstag, 25. August 10:20.
                Jetzt fällig (Beginn in höchstens 15 Minuten):
                  Donnerstag, 25. August 10:30  Belgian Furries Group Photo · Open Stage — ECC Foyer 1

                """)
        #expect(
            given.output
                == "Donnerstag, 25. August 09:50  Erinnerung: Artists' Lounge beginnt um 10:00 (in 10 Minuten) · Artist Lounge — Foyer Estrel Hall\n"
        )
        #expect(
            english.output.hasPrefix("Reminders 15 minutes before your favourites; now is Thursday 25 August 08:00.\nLater:\n"))
        #expect(byLanguageList.output.hasSuffix("Keine: Kein Favorit steht mehr an.\n"))
        #expect([listed.status, given.status, english.status, byLanguageList.status] == [0, 0, 0, 0])
    }

    @Test(
        "Given a language conbook does not speak, when --language names it, then it is a usage error (64) naming the languages offered, in the environment's language"
    )
    func unknownLanguage() throws {
        let conbook = try ConbookExecutable()

        let english = try conbook.run(["reminders", "--language", "xx"])
        let german = try conbook.run(["reminders", "--language", "fr"], environment: ["LANG": "de_DE.UTF-8"])

        #expect(english.status == 64)
        #expect(english.errors.contains("'xx'"))
        #expect(english.errors.contains("conbook speaks en (English), de (Deutsch); choose one of them."))
        #expect(german.status == 64)
        #expect(german.errors.contains("conbook spricht en (English), de (Deutsch); wähle eine davon."))
    }
}
