import ArgumentParser
import ConbookCore
import ConbookModuleKit
import ConbookScheduleExports
import ConbookTime
import Foundation

/// The options that say which convention a run opens and how it tells the time: shared by
/// `conbook` and its subcommands (`export`, `import`, `reminders`, `watch`), with the language
/// conbook speaks (`--language`).
struct ConventionOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where the convention comes from: an http(s) URL (a Eurofurence-style API's base URL, an Indico event, a pretalx event's page, or any schedule file) or a file: a Eurofurence sync response or a schedule in any format Conbook reads (schedule.xml, schedule.json, xCal, iCalendar, pretalx widget, schedule2, Indico, Sessionize, ConClár, KonOpas; `conbook check SOURCE` says which). Default: the bundled demo.",
            valueName: "url-or-path"))
    var source: String?

    @Option(
        name: .customLong("source-kind"),
        help: ArgumentHelp(
            "With --source: what the source is, when its content should not decide: eurofurence, schedule-xml, schedule-json, xcal, icalendar, pretalx-widget, schedule2, indico, sessionize, conclar or konopas.",
            valueName: "kind"))
    var sourceKind: ScheduleSourceKindChoice?

    @Option(
        name: .customLong("people"),
        help: ArgumentHelp(
            "With --source: the people list the convention publishes in a file of its own beside the programme (ConClár's people.json, KonOpas's people.js, Sessionize's view/Speakers), a file or an http(s) URL; read with every download and remembered.",
            valueName: "url-or-path"))
    var people: String?

    @Option(
        help: ArgumentHelp(
            "Open a stored convention by name (`conbook conventions` lists them). Default: the last used one, else the demo.",
            valueName: "name"))
    var convention: String?

    @OptionGroup var storeOption: StoreOption

    @OptionGroup var languageOption: LanguageOption

    @Option(
        help: ArgumentHelp(
            "Pin the clock at a moment, e.g. 2022-08-25T11:30:00+02:00. Default: the real time, or a moment inside the demo convention.",
            valueName: "iso8601"))
    var now: String?

    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp(
            "Show this convention's times in a time zone from now on (remembered). Default: the one the source names (schedule exports), else Europe/Berlin.",
            valueName: "id"))
    var timeZone: String?

    @Flag(
        name: .customLong("local-time"),
        help: "Show this convention's times in this machine's time zone from now on (remembered).")
    var localTime = false

    @Flag(
        name: .customLong("convention-time"),
        help: "Show this convention's times in its own time zone again (forgets --time-zone and --local-time).")
    var conventionTime = false

    /// The zone choice given on this command line, if any.
    var zoneChoice: ZonePreference? {
        if let timeZone { return .named(timeZone) }
        if localTime { return .local }
        return conventionTime ? .convention : nil
    }

    func validate() throws {
        let texts = self.texts
        if let now, ISO8601Timestamp.parse(now) == nil {
            throw ValidationError(texts(.nowInvalid, ["now": now]))
        }
        if let timeZone, FoundationConventionCalendar(timeZoneIdentifier: timeZone) == nil {
            throw ValidationError(texts(.timeZoneInvalid, ["zone": timeZone]))
        }
        if [timeZone != nil, localTime, conventionTime].filter({ $0 }).count > 1 {
            throw ValidationError(texts(.timeZoneOptionsConflict))
        }
        if convention != nil, source != nil {
            throw ValidationError(texts(.conventionAndSource))
        }
        if let people { _ = try PeopleDocumentSource(argument: people, texts: texts) }
        _ = try ConventionSource(argument: source, kind: sourceKind?.forced, texts: texts)
    }

    /// The language this run speaks in an environment: `--language`, else the environment's
    /// (`LanguageChoice`).
    func language(environment: [String: String]) -> Language { languageOption.chosen(environment: environment) }

    /// The command line's texts in the language this run speaks in an environment.
    func texts(environment: [String: String]) -> TextCatalogue<CommandLineText> {
        CommandLineTexts.catalogue(for: language(environment: environment))
    }

    /// The command line's texts in the language this run speaks, in the process's environment.
    var texts: TextCatalogue<CommandLineText> { texts(environment: ProcessInfo.processInfo.environment) }

    /// The data directory: `--store`, else the default for the environment.
    func storeRoot(environment: [String: String]) -> URL {
        storeOption.store.map { URL(fileURLWithPath: $0) } ?? ConbookSettings.defaultStoreRoot(environment: environment)
    }
}
