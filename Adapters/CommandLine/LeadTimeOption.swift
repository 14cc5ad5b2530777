import ArgumentParser
import ConbookCore

/// `--remind-before MIN`: sets how long before a favourite its reminder comes (kept, as the
/// Settings page's `reminder MIN` keeps it).
struct LeadTimeOption: ParsableArguments {
    @Option(name: .customLong("remind-before"), help: ArgumentHelp(
        "Remind this many minutes before a favourite starts, from now on (0 to 1440; default 15, or what Settings keeps).",
        valueName: "minutes"))
    var minutes: Int?

    func validate() throws {
        if let minutes, !UserSettings.reminderLeadMinutesRange.contains(minutes) {
            throw ValidationError("--remind-before takes minutes from 0 to 1440; \(minutes) is not.")
        }
    }

    /// Saves the lead time given, if any.
    @MainActor
    func apply(to conbook: Conbook) throws {
        guard let minutes else { return }
        do throws(SettingsError) {
            try conbook.changeSettings.setReminderLeadTime(minutes: minutes)
        } catch {
            throw LaunchError("The reminder lead time was not changed: \(error)")
        }
    }
}
