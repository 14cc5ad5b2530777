public import ConbookModuleKit

/// Every text the command line prints at run time (reports, reminders, prompts, errors), as a key
/// into the catalogue of each language (`CommandLineTexts.english`, `CommandLineTexts.german`).
/// Grouped by what prints it; the templates live in the catalogues.
///
/// The `--help` texts are not here: swift-argument-parser's help is static, written in English.
public enum CommandLineText: String, TextKey {
    // Shared wording
    case minuteCount, secondCount, eventCount

    // Language choice (LanguageOption)
    case languageUnknown

    // Command line checks (ConbookCommand, ConventionOptions, ConventionSource, LeadTimeOption, WatchCommand)
    case addressNotOpened, scriptUnreadable, scriptNotUTF8, colourConflict
    case nowInvalid, timeZoneInvalid, timeZoneOptionsConflict, conventionAndSource, sourceKindWithoutSource
    case sourceUnreadable, peopleUnreadable, peopleWithoutSource
    case leadTimeOutOfRange, leadTimeNotChanged, syncIntervalOutOfRange, syncIntervalNotChanged

    // The library of conventions (ConventionLibrary, ConventionNameError, ConventionsCommand, ConventionTask)
    case storeMovedAside, bundledDemo, conventionSummary, conventionListingLine
    case conventionUnknown, conventionAmbiguous, conventionRemoved, noConventionsStored
    case downloadingFirst, downloadFailed, rememberingFailed, timeZoneUnknown, demoNotRestarted

    // Start-up banner (StartupBanner)
    case bannerDemo, bannerDemoUntitled, bannerConvention, bannerConventionUntitled
    case bannerPinned, bannerPinnedDemo

    // Login and logout (AccountAction)
    case alreadyLoggedIn, loginOpenAddress, loginWaitingOrPaste, loginPastePrompt, inputEndedBeforePaste
    case loginEnterCode, loggedIn, loggedOut, loggedOutNotRevoked, stillLoggedIn, notLoggedIn

    // Export and import (CalendarFileExporter, CalendarFileImporter)
    case exportFailed, exportNothingDownloaded, exportCannotWrite, exported, exportTrackGone, exportRoomGone, exportFriendGone
    case calendarHostsLabel
    case importCannotRead, importNotACalendar, importNothingDownloaded, importFailed
    case importReadFile, importReadStandardInput, importNoNewFavourites, importNewFavourites
    case importAlreadyFavourites, importNotFound

    // Share picks (ShareCommand, SharePicksFile, ConbookLaunch)
    case shareIntro, shareIntroNamed, shareNoQRCode, shareWritten, shareCannotWrite, shareNothingDownloaded, shareRefused

    // The browser front end (ServeCommand)
    case serveListening, serveListeningOnNetwork, servePairingHint, servePairingNext, servePairingStopped
    case serveNoNetworkAddress, serveCannotListen

    // The guide for everyone (ServeCommand --public, SiteCommand)
    case serveGuideListening, serveGuideSynced, serveGuideSyncFailed
    case siteWritten, siteCannotWrite, siteNotEmpty, siteWorkerStopped, siteWorkersOutOfRange

    // Friends' lists (FriendsCommand)
    case friendsNone, friendsLine, friendsLineMissing, friendForgotten, friendsForgetRefused

    // Reminders (ReminderWording, RemindersCommand)
    case reminderEventLine, reminderChangedNote, reminderGiven, reminderGivenChanged
    case remindersHeading, remindersNone, remindersDueNow, remindersLater, remindersLaterLine
    case upcomingHeading, upcomingLine, upcomingClash, upcomingMore, upcomingLimitOutOfRange

    // Watching (WatchCommand, ReminderWatcher)
    case watching, watchingWithoutSync, nextTry, syncFailed, remindersUnreadable, remindersNotRecorded

    // Opening links (SystemLinkOpener)
    case openerCouldNotStart, openerTimedOut, openerFailed

    // Checking a source (CheckCommand, CheckReport)
    case checkFormat, checkConvention, checkTimesDocumentZone, checkTimesFallbackZone, checkTimesNoZone
    case checkSourceTwice, checkDays, checkDay, checkNoDays, checkHolds, checkSkipped, checkWouldLoad, checkWouldLoadSkipping,
        checkRefused

    // About's credits (ConbookInstallation)
    case creditDemo, creditLiveData, creditLibraries
}
