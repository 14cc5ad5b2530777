import ConbookCore
import ConbookFiles
import ConbookModuleKit
import ConbookRichText
import ConbookSQLite
import ConbookTime

/// Builds the Core for the chosen convention from the adapters: the store, the clock, the
/// calendar, the sources, all in the chosen language (the Core's `language` and the calendar's
/// dates). Used by the session and by every subcommand that works on a convention.
@MainActor
struct ConbookAssembly {
    let settings: ConbookSettings
    let library: ConventionLibrary
    /// Whether the Core is a guide's for everyone (`serve --public`, `site`): it reads and keeps
    /// no attendee's marks, and has no login, messages or account.
    var isForEveryone = false

    /// The Core, and what keeps its calendar on the convention's zone (to be kept alive with it).
    /// - Throws: `LaunchError` for an unknown zone; `StoreError` when the store cannot be read.
    func make() throws -> (Conbook, ConventionZoneFollower?) {
        guard
            let startingCalendar = FoundationConventionCalendar(
                timeZoneIdentifier: settings.timeZoneIdentifier, language: settings.language)
        else {
            let texts = CommandLineTexts.catalogue(for: settings.language)
            throw LaunchError(texts(.timeZoneUnknown, ["zone": settings.timeZoneIdentifier]))
        }
        let clock: any WallClock = settings.pinnedNow.map { PinnedClock(now: $0) } ?? SystemClock()
        let calendar = ZoneFollowingCalendar(startingIn: startingCalendar)
        let store = library.database.store(for: settings.conventionName)
        let conbook = try Conbook(
            api: settings.source.makeAPI(clock: clock, readingZone: settings.namedTimeZoneIdentifier, people: settings.people),
            store: store, attendeeStore: isForEveryone ? NoAttendeeStore(revisionsOf: store) : store, clock: clock,
            calendar: calendar,
            richTextParser: LibXML2RichTextParser(), imageStore: library.database.imageStore(for: settings.conventionName),
            settingsStore: isForEveryone ? nil : library.database.settingsStore,
            settingsScope: .convention(settings.conventionName),
            attendeeAPI: isForEveryone ? nil : settings.source.makeAttendeeAPI(),
            identityProvider: isForEveryone ? nil : settings.identity.makeProvider(),
            accountStore: isForEveryone ? nil : FileAccountStore(file: library.accountFile(for: settings.conventionName)),
            language: settings.language)
        guard settings.followsConventionZone else { return (conbook, nil) }
        if let storedZone = conbook.details?.timeZoneIdentifier {
            calendar.follow(timeZoneIdentifier: storedZone)
        }
        let zoneFollower = ConventionZoneFollower(conbook: conbook, calendar: calendar)
        conbook.addObserver(zoneFollower)
        return (conbook, zoneFollower)
    }
}
