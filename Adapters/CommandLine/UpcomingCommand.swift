import ArgumentParser
import ConbookCore
import ConbookModuleKit

/// `conbook upcoming`: the favourites still to come across every stored convention, soonest first,
/// with the clashes between conventions.
struct UpcomingCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upcoming",
        abstract:
            "List your favourites still to come across every stored convention, soonest first, flagging those that overlap a favourite of another convention.",
        discussion: """
            Each is shown in its own convention's time; cancelled and hidden ones are left out. \
            --convention narrows it to one convention (then clashes within it show on its pages).

            Examples:
              conbook upcoming
              conbook upcoming --limit 5
              conbook upcoming --convention fosdem
            """)

    @Option(help: ArgumentHelp("How many favourites to list (1 or more).", valueName: "count"))
    var limit = 20

    @OptionGroup var conventionOptions: ConventionOptions

    func validate() throws {
        guard limit >= 1 else {
            throw ValidationError(conventionOptions.texts(.upcomingLimitOutOfRange, ["count": String(limit)]))
        }
    }

    @MainActor
    func run() async throws {
        try await ConventionTask.runEvery(conventionOptions) { cores in
            print(try lines(for: cores).joined(separator: "\n"))
        }
    }

    @MainActor
    private func lines(for cores: [(name: String, conbook: Conbook)]) throws -> [String] {
        guard let first = cores.first?.conbook else { return [] }
        let texts = first.commandLineTexts
        var favourites: [ConventionFavourite] = []
        var wordings: [String: ReminderWording] = [:]
        for (name, conbook) in cores {
            wordings[name] = ReminderWording(conbook: conbook)
            favourites += try conbook.reminders.upcoming().map { ConventionFavourite(conventionName: name, event: $0.event) }
        }
        let plan = CrossConventionPlan(favourites, startingAfter: first.clock.now)
        let conventions = cores.map(\.name).joined(separator: ", ")
        var lines = [
            texts(
                .upcomingHeading,
                ["conventions": conventions, "now": ReminderWording(conbook: first).dateAndTime(first.clock.now)])
        ]
        guard !plan.entries.isEmpty else { return lines + [texts(.remindersNone)] }
        for entry in plan.entries.prefix(limit) {
            let wording = wordings[entry.favourite.conventionName] ?? ReminderWording(conbook: first)
            let event = entry.favourite.event
            let line = texts(
                .reminderEventLine,
                ["when": wording.dateAndTime(event.event.start), "title": event.event.title, "room": event.room.name])
            lines.append("  " + texts(.upcomingLine, ["event": line, "convention": entry.favourite.conventionName]))
            for clash in entry.clashes {
                let other = wordings[clash.conventionName] ?? wording
                lines.append(
                    "    "
                        + texts(
                            .upcomingClash,
                            [
                                "title": clash.event.event.title, "convention": clash.conventionName,
                                "when": other.dateAndTime(clash.event.event.start),
                            ]))
            }
        }
        if plan.entries.count > limit {
            lines.append(texts(.upcomingMore, ["count": String(plan.entries.count - limit)]))
        }
        return lines
    }
}
