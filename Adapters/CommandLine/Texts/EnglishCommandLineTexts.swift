/// The command line's texts in English.
enum EnglishCommandLineTexts {
    static let templates: [CommandLineText: String] = [
        // Shared wording
        .minuteCount: "{count} {count:minute|minutes}",
        .secondCount: "{count} {count:second|seconds}",
        .eventCount: "{count} {count:event|events}",
        // Language choice
        .languageUnknown: "conbook speaks {languages}; choose one of them.",
        // Command line checks
        .addressNotOpened: "“{address}” is not opened: {reason}.",
        .scriptUnreadable: "Cannot read the script “{script}”.",
        .scriptNotUTF8: "Cannot read the script “{script}” as UTF-8 text.",
        .colourConflict: "Use either --color or --no-color, not both.",
        .nowInvalid: "--now needs an ISO 8601 time with a zone, such as 2022-08-25T11:30:00+02:00; “{now}” is not one.",
        .timeZoneInvalid: "Unknown time zone “{zone}”; use a name such as Europe/Berlin.",
        .timeZoneOptionsConflict: "Use only one of --time-zone, --local-time and --convention-time.",
        .conventionAndSource: "Use either --convention or --source, not both.",
        .sourceKindWithoutSource: "--source-kind goes with --source: it says what kind of source that is.",
        .sourceUnreadable: "--source needs an http(s) URL or a readable file; “{argument}” is neither.",
        .leadTimeOutOfRange: "--remind-before takes minutes from 0 to 1440; {minutes} is not.",
        .leadTimeNotChanged: "The reminder lead time was not changed: {error}",
        .syncIntervalOutOfRange: "--sync-every takes minutes from 1 to 1440; {minutes} is not.",
        // The library of conventions
        .storeMovedAside:
            "The store at {location} could not be read ({reason}). Starting with an empty store; the convention is downloaded again.",
        .bundledDemo: "the bundled demo",
        .conventionSummary: "{title} · {count} {count:event|events}",
        .conventionListingLine: "{marker} {name}  {summary}  (from {source})",
        .demoNotRestarted: "The demo could not start afresh ({reason}); it shows what was stored.",
        .conventionUnknown: "There is no convention named “{name}”; `conbook conventions` lists them.",
        .conventionAmbiguous: "“{name}” names several conventions: {candidates}. Type more of the name.",
        .conventionRemoved: "Removed “{name}”, with its favourites and read marks.",
        .noConventionsStored: "No conventions stored yet; run conbook to download one.",
        .downloadingFirst: "Nothing of “{name}” is stored yet: downloading it first…",
        .downloadFailed: "The download failed: {error}",
        .rememberingFailed: "Could not remember “{name}” as the convention used last: {error}",
        .timeZoneUnknown: "Unknown time zone “{zone}”.",
        // Start-up banner
        .bannerDemo: "Demo convention {title}",
        .bannerDemoUntitled: "Demo convention",
        .bannerConvention: "Convention {title}",
        .bannerConventionUntitled: "Convention",
        .bannerPinned: "{subject} — the clock is pinned at {moment}",
        .bannerPinnedDemo: "{subject} — the clock is pinned at {moment} (use --now to change it)",
        // Login and logout
        .alreadyLoggedIn: "Already logged in as {name}.",
        .loginOpenAddress: "Open this address in a browser and log in there:",
        .loginWaitingOrPaste:
            "Waiting for the login provider to answer. If the browser ends on a page that cannot be reached, paste that page's address here and press Enter.",
        .loginPastePrompt: "Address the browser ended on: ",
        .inputEndedBeforePaste: "The input ended before the address the browser ended on was given; not logged in.",
        .loginEnterCode: "On your phone or another computer, open {address} and enter the code {code}. Waiting…",
        .loggedIn: "Logged in as {name}.",
        .loggedOut: "Logged out: your login and messages are no longer kept here, and the login provider has revoked the login.",
        .loggedOutNotRevoked:
            "Logged out: your login and messages are no longer kept here, but the login provider could not revoke the login ({reason}); it runs out by itself.",
        .stillLoggedIn: "You are still logged in: {reason}",
        .notLoggedIn: "You are not logged in: there is nothing to forget.",
        // Export and import
        .exportFailed: "Nothing was exported: {error}",
        .exportNothingDownloaded: "Nothing was exported: no convention is downloaded yet.",
        .exportCannotWrite: "Could not write “{path}”: {reason}",
        .exported: "Exported {count} {count:event|events} to {path}.",
        .exportTrackGone: "Nothing was exported: the track “{name}” is no longer in the schedule.",
        .exportRoomGone: "Nothing was exported: the room “{name}” is no longer in the schedule.",
        .exportFriendGone: "Nothing was exported: no friend's list is kept under the name “{name}” any more.",
        .calendarHostsLabel: "Hosted by",
        .importCannotRead: "Could not read “{path}”: {reason}",
        .importNotACalendar: "“{path}” was not imported: {error}.",
        .importNothingDownloaded: "Nothing was imported: no convention is downloaded yet.",
        .importFailed: "Nothing was imported (no favourite changed): {error}",
        .importReadFile: "Read {count} {count:event|events} from {path}.",
        .importReadStandardInput: "Read {count} {count:event|events} from the standard input.",
        .importNoNewFavourites: "No new favourites.",
        .importNewFavourites: "New favourites ({count}):",
        .importAlreadyFavourites: "Already favourites ({count}):",
        .importNotFound: "Not found in this convention ({count}):",
        // Share picks
        .shareIntro:
            "Your favourites at {convention} ({events}) as a share code (nothing personal in it); a friend opens it with `conbook import CODE`:",
        .shareIntroNamed:
            "Your favourites at {convention} ({events}) as a share code, with your name “{name}”; a friend opens it with `conbook import CODE`:",
        .shareNoQRCode: "The code is too long for a QR code ({characters} characters); pass on its text or the file instead.",
        .shareWritten: "Wrote the share code to {path}.",
        .shareCannotWrite: "Cannot write the share code to {path}: {reason}",
        .shareNothingDownloaded: "Nothing is stored for this convention yet, so there are no favourites to share.",
        .shareRefused: "The share code is refused, nothing changed: {reason}",
        .friendsNone: "No friend's list is kept here. Keep one with `keep NAME` on the picks `conbook import CODE` opens.",
        .friendsLine: "{name}: {events}",
        .friendsLineMissing: "{name}: {events} · {missing} not in this schedule",
        .friendForgotten: "Forgot {name}'s list.",
        .friendsForgetRefused: "Nothing was forgotten: {reason}",
        // Reminders
        .reminderEventLine: "{when}  {title} · {room}",
        .reminderChangedNote: " (changed: {fields})",
        .reminderGiven: "Reminder: {title} starts at {time} (in {wait}) · {room}",
        .reminderGivenChanged: "Reminder: {title} starts at {time} (in {wait}) · {room} · changed: {fields}",
        .remindersHeading: "Reminders {lead} before your favourites; now is {now}.",
        .remindersNone: "None: no favourite is still to come.",
        .remindersDueNow: "Due now (starting within {lead}):",
        .remindersLater: "Later:",
        .remindersLaterLine: "{event} — reminder at {time}",
        // Watching
        .watching: "Watching: reminders {lead} before your favourites, a sync every {interval}. Ctrl-C ends.",
        .watchingWithoutSync: "Watching: reminders {lead} before your favourites. Ctrl-C ends.",
        .nextTry: "Next try in {wait}.",
        .syncFailed: "The sync failed: {error}",
        .remindersUnreadable: "The reminders could not be read: {error}",
        .remindersNotRecorded: "(These reminders could not be recorded as given, so they may come again: {error})",
        // Opening links
        .openerCouldNotStart: "{program} could not start: {reason}",
        .openerTimedOut: "{program} did not finish within {seconds} seconds",
        .openerFailed: "{program} exited with status {status}",
        // About's credits
        .creditDemo:
            "The demo convention: real Eurofurence app API responses (EF27, August 2022) from github.com/eurofurence/ef-app_ios, MIT licence.",
        .creditLiveData: "Live data comes from the source you open (e.g. the Eurofurence API); its organisers own it.",
        .creditLibraries:
            "Conbook uses libxml2 (MIT), cmark (BSD-2-Clause), SQLite (public domain), stb_image (public domain or MIT), libqrencode (LGPL-2.1) and swift-argument-parser (Apache 2.0).",
    ]
}
