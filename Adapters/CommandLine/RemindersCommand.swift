import ArgumentParser
import ConbookCore
import ConbookModuleKit

/// `conbook reminders`: the reminders of your favourites still to come, those due now first.
struct RemindersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reminders",
        abstract: "List the reminders of your favourites that are still to come; those due now first.",
        discussion: """
            A favourite's reminder is due a lead time before it starts (15 minutes unless set with \
            --remind-before or on the Settings page; each convention keeps its own). Every stored \
            convention is listed, each under its name; --convention narrows it to one. `conbook \
            watch` gives them as they fall due.

            Examples:
              conbook reminders
              conbook reminders --remind-before 30
              conbook reminders --now 2022-08-25T11:30:00+02:00
            """)

    @OptionGroup var leadTime: LeadTimeOption
    @OptionGroup var conventionOptions: ConventionOptions

    func validate() throws {
        try leadTime.check(texts: conventionOptions.texts)
    }

    @MainActor
    func run() async throws {
        try await ConventionTask.runEvery(conventionOptions) { cores in
            var lines: [String] = []
            for (name, conbook) in cores {
                try leadTime.apply(to: conbook)
                let own = try self.lines(for: conbook)
                lines += cores.count == 1 ? own : [name] + own.map { "  " + $0 }
            }
            print(lines.joined(separator: "\n"))
        }
    }

    @MainActor
    private func lines(for conbook: Conbook) throws -> [String] {
        let wording = ReminderWording(conbook: conbook)
        let texts = wording.texts
        let now = conbook.clock.now
        let lead = texts.minutes(Int(conbook.reminders.leadTime.components.seconds / 60))
        let upcoming = try conbook.reminders.upcoming()
        var lines = [texts(.remindersHeading, ["lead": lead, "now": wording.dateAndTime(now)])]
        guard !upcoming.isEmpty else {
            return lines + [texts(.remindersNone)]
        }
        let dueNow = upcoming.filter { $0.due <= now }
        let later = upcoming.filter { $0.due > now }
        if !dueNow.isEmpty {
            lines.append(texts(.remindersDueNow, ["lead": lead]))
            lines += dueNow.map { "  " + wording.eventLine($0) }
        }
        if !later.isEmpty {
            lines.append(texts(.remindersLater))
            lines += later.map {
                "  "
                    + texts(
                        .remindersLaterLine, ["event": wording.eventLine($0), "time": conbook.calendar.formattedTime($0.due)])
            }
        }
        return lines
    }
}
