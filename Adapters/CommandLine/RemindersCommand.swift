import ArgumentParser
import ConbookCore

/// `conbook reminders`: the reminders of your favourites still to come, those due now first.
struct RemindersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reminders",
        abstract: "List the reminders of your favourites that are still to come; those due now first.",
        discussion: """
            A favourite's reminder is due a lead time before it starts (15 minutes unless set with \
            --remind-before or on the Settings page). `conbook watch` gives them as they fall due.

            Examples:
              conbook reminders
              conbook reminders --remind-before 30
              conbook reminders --now 2022-08-25T11:30:00+02:00
            """)

    @OptionGroup var leadTime: LeadTimeOption
    @OptionGroup var conventionOptions: ConventionOptions

    @MainActor
    func run() async throws {
        try await ConventionTask.run(conventionOptions) { conbook in
            try leadTime.apply(to: conbook)
            print(try lines(for: conbook).joined(separator: "\n"))
        }
    }

    @MainActor
    private func lines(for conbook: Conbook) throws -> [String] {
        let wording = ReminderWording(conbook: conbook)
        let now = conbook.clock.now
        let lead = Int(conbook.reminders.leadTime.components.seconds / 60)
        let upcoming = try conbook.reminders.upcoming()
        var lines = ["Reminders \(ReminderWording.minutes(lead)) before your favourites; now is \(wording.dateAndTime(now))."]
        guard !upcoming.isEmpty else {
            return lines + ["None: no favourite is still to come."]
        }
        let dueNow = upcoming.filter { $0.due <= now }
        let later = upcoming.filter { $0.due > now }
        if !dueNow.isEmpty {
            lines.append("Due now (starting within \(ReminderWording.minutes(lead))):")
            lines += dueNow.map { "  " + wording.eventLine($0) }
        }
        if !later.isEmpty {
            lines.append("Later:")
            lines += later.map { "  " + wording.eventLine($0) + " — reminder at \(conbook.calendar.formattedTime($0.due))" }
        }
        return lines
    }
}
