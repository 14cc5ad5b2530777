import ArgumentParser
import ConbookCore
import ConbookTime
import Foundation

/// The options that say which convention a run opens and how it tells the time: shared by
/// `conbook` and its subcommands (`export`, `import`, `reminders`, `watch`).
struct ConventionOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Where the convention comes from: an http(s) URL (ending in .xml or .json: a schedule export; otherwise a Eurofurence-style API's base URL) or a file: a Eurofurence sync response, a schedule.xml (Pentabarf, frab, pretalx, wafer) or a frab schedule.json. Default: the bundled demo.",
        valueName: "url-or-path"))
    var source: String?

    @Option(name: .customLong("source-kind"), help: ArgumentHelp(
        "With --source: what the source is, when its content should not decide: eurofurence, schedule-xml or schedule-json.",
        valueName: "kind"))
    var sourceKind: ScheduleSourceKindChoice?

    @Option(help: ArgumentHelp(
        "Open a stored convention by name (`conbook conventions` lists them). Default: the last used one, else the demo.",
        valueName: "name"))
    var convention: String?

    @OptionGroup var storeOption: StoreOption

    @Option(help: ArgumentHelp(
        "Pin the clock at a moment, e.g. 2022-08-25T11:30:00+02:00. Default: the real time, or a moment inside the demo convention.",
        valueName: "iso8601"))
    var now: String?

    @Option(name: .customLong("time-zone"), help: ArgumentHelp(
        "Show this convention's times in a time zone from now on (remembered). Default: the one the source names (schedule exports), else Europe/Berlin.",
        valueName: "id"))
    var timeZone: String?

    @Flag(name: .customLong("local-time"), help: "Show this convention's times in this machine's time zone from now on (remembered).")
    var localTime = false

    @Flag(name: .customLong("convention-time"), help: "Show this convention's times in its own time zone again (forgets --time-zone and --local-time).")
    var conventionTime = false

    /// The zone choice given on this command line, if any.
    var zoneChoice: ZonePreference? {
        if let timeZone { return .named(timeZone) }
        if localTime { return .local }
        return conventionTime ? .convention : nil
    }

    func validate() throws {
        if let now, ISO8601Timestamp.parse(now) == nil {
            throw ValidationError(
                "--now needs an ISO 8601 time with a zone, such as 2022-08-25T11:30:00+02:00; “\(now)” is not one.")
        }
        if let timeZone, FoundationConventionCalendar(timeZoneIdentifier: timeZone) == nil {
            throw ValidationError("Unknown time zone “\(timeZone)”; use a name such as Europe/Berlin.")
        }
        if [timeZone != nil, localTime, conventionTime].filter({ $0 }).count > 1 {
            throw ValidationError("Use only one of --time-zone, --local-time and --convention-time.")
        }
        if convention != nil, source != nil {
            throw ValidationError("Use either --convention or --source, not both.")
        }
        if sourceKind != nil, source == nil {
            throw ValidationError("--source-kind goes with --source: it says what kind of source that is.")
        }
        _ = try ConventionSource(argument: source, kind: sourceKind?.forced)
    }

    /// The data directory: `--store`, else the default for the environment.
    func storeRoot(environment: [String: String]) -> URL {
        storeOption.store.map { URL(fileURLWithPath: $0) } ?? ConbookSettings.defaultStoreRoot(environment: environment)
    }
}
