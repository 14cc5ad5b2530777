import ArgumentParser
import ConbookCore
import ConbookModuleKit

/// `--remind-before MIN`: sets how long before a favourite its reminder comes (kept, as the
/// Settings page's `reminder MIN` keeps it).
struct LeadTimeOption: ParsableArguments {
    @Option(
        name: .customLong("remind-before"), parsing: .unconditional,
        help: ArgumentHelp(
            "Remind this many minutes before a favourite starts, from now on (0 to 1440; default 15, or what Settings keeps).",
            valueName: "minutes"))
    var minutes: Int?

    /// Checks the lead time given (the command that has this option calls it from its
    /// `validate()`, where the language is known).
    /// - Throws: `ValidationError` for minutes out of range, worded in `texts`.
    func check(texts: TextCatalogue<CommandLineText>) throws {
        if let minutes, !UserSettings.reminderLeadMinutesRange.contains(minutes) {
            throw ValidationError(texts(.leadTimeOutOfRange, ["minutes": String(minutes)]))
        }
    }

    /// Saves the lead time given, if any.
    @MainActor
    func apply(to conbook: Conbook) throws {
        guard let minutes else { return }
        do throws(SettingsError) {
            try conbook.changeSettings.setReminderLeadTime(minutes: minutes)
        } catch {
            throw LaunchError(conbook.commandLineTexts(.leadTimeNotChanged, ["error": "\(error)"]))
        }
    }
}
