import ConbookCore
import ConbookDemoData
import ConbookScheduleExports
import ConbookTime
import Foundation

/// Everything the command line and the environment decide, checked and resolved.
struct ConbookSettings {
    /// The script to run (`-` for the standard input), or nil for a person typing.
    var script: String?
    /// Where the data comes from.
    var source: ConventionSource
    /// The people list the convention publishes beside its programme (`--people`), if any.
    var people: PeopleDocumentSource?
    /// The convention's name in the library.
    var conventionName: String
    /// The pinned time, or nil for the real clock.
    var pinnedNow: Instant?
    /// Whether `pinnedNow` is the demo's own moment rather than one given with `--now`.
    var isDemoClock: Bool
    /// The zone times are shown in at start.
    var timeZoneIdentifier: String
    /// Whether the zone follows the one the convention names; not when the user chose one for it
    /// (`--time-zone`, `--local-time`, remembered per convention until `--convention-time`).
    var followsConventionZone: Bool
    /// The zone named with `--time-zone` (remembered), if any: also the zone of a schedule whose
    /// local times name none (xCal, Sessionize, ConClár…).
    var namedTimeZoneIdentifier: String?
    /// Whether colour was turned off (`--no-color`, or `NO_COLOR` without `--color`).
    var refusesColor: Bool
    /// Whether colour is used even when the output is not a terminal (`--color`).
    var forcesColor: Bool
    /// The address `conbook open ADDRESS` opens once the content shows, if any.
    var openAddress: String?
    /// The share code `conbook import CODE` opens (a friend's picks) once the content shows, if any.
    var shareCode: String?
    /// Whether the first download from a live source goes ahead without asking (`--yes`).
    var downloadsWithoutAsking: Bool
    /// `conbook login` / `conbook logout`: that, instead of a session.
    var accountAction: AccountAction?
    /// How logins reach the convention's login provider (`--issuer`, `--client-id`, `--redirect`,
    /// `--no-browser`, `--device`).
    var loginOptions = LoginOptions()
    /// The convention's login provider, once resolved (see `IdentitySetup`).
    var identity = IdentitySetup()
    /// The language conbook speaks: its texts, the modules' and the dates (`--language`, else
    /// the environment's, see `LanguageChoice`).
    var language: Language

    /// Resolves the convention options against the environment, the chosen convention and the
    /// time zone remembered for it; the session's own settings start at their defaults (no
    /// script, colour on a terminal, asking before a first download).
    init(options: ConventionOptions, environment: [String: String], chosen: ChosenConvention, zone: ZonePreference) {
        source = chosen.source
        people = chosen.people
        conventionName = chosen.name
        language = options.language(environment: environment)
        let given = options.now.flatMap(ISO8601Timestamp.parse)
        let demoNow = source == .demo ? ISO8601Timestamp.parse(DemoConvention.pinnedNow) : nil
        pinnedNow = given ?? demoNow
        isDemoClock = given == nil && demoNow != nil
        switch zone {
        case .convention:
            followsConventionZone = true
            timeZoneIdentifier = DemoConvention.timeZoneIdentifier
        case .local:
            followsConventionZone = false
            timeZoneIdentifier = TimeZone.current.identifier
        case .named(let identifier):
            followsConventionZone = false
            timeZoneIdentifier = identifier
            namedTimeZoneIdentifier = identifier
        }
        downloadsWithoutAsking = false
        forcesColor = false
        refusesColor = !(environment["NO_COLOR"] ?? "").isEmpty
    }

    /// `$CONBOOK_HOME`, else `$XDG_DATA_HOME/conbook`, else `~/.local/share/conbook`.
    static func defaultStoreRoot(environment: [String: String]) -> URL {
        if let home = environment["CONBOOK_HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home)
        }
        if let dataHome = environment["XDG_DATA_HOME"], !dataHome.isEmpty {
            return URL(fileURLWithPath: dataHome).appending(path: "conbook")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appending(path: ".local/share/conbook")
    }
}
