public import ConbookModuleKit

/// Every text the console front end shows that is not one scene's own (help, errors, links,
/// pictures, the words several lists use), as a key into the catalogue of each language
/// (`ConsoleTexts.english`, `ConsoleTexts.german`). Each scene's own words are beside it
/// (`ConsoleScheduleTexts` beside `ConsoleScheduleScene`), read together with these through
/// `ConsoleWords`. Grouped by where it is shown; a key's name says what the text is, its templates
/// live in the catalogues. Command words (`tab`, `filter`, `search`, …) are the same in every
/// language and are not here.
///
/// Texts inserted into others are worded for their place there: a scene's `place…` follows "on"
/// (in German the dative after „auf“: „der Programmseite“), a `paged…` follows "the next page
/// of" (the genitive: „des Programms“), a `kind…` names what a typed name was matched against
/// (a capitalised noun in German, never made plural by a suffix), an `expected…` follows "needs"
/// (the accusative after „erwartet“).
public enum ConsoleText: String, TextKey {
    // Help: headings and the global commands (ConsoleCommandCatalogue, ConsoleCommandParser, ConsoleSession)
    case helpHeading, helpFallback, helpOnPlace, helpGoingBackToPlace
    case helpTab, helpTabSections, helpBack, helpRefresh, helpOpenAddress, helpLogout, helpCalendarFeed, helpExport, helpHelp,
        helpQuit
    case helpShowMenuScene
    case helpSelectAlias, helpAliases, helpNextPage, helpPreviousPage, helpPageN
    case pageShowing, pageNext, pagePrevious, pageAny

    // What a command's arguments should be, inserted into `invalidArguments`
    case expectedNothing, expectedSectionName, expectedExportFile, expectedListedItem, expectedPageNumber
    case expectedDayNumber, expectedLinkNumber, expectedNothingOrOne

    // Kinds of names a person types, inserted into `noMatch` and `ambiguous` (capitalised nouns in German)
    case kindSection, kindTrack, kindRoom, kindCategory, kindLetter, kindFriend, kindHost

    // Command errors (ConsoleCommandError)
    case errorUnknownCommand, errorInvalidArguments, errorNotAvailableHere
    case errorWorksInAnotherSection, errorWorksInOtherSections, errorWorksElsewhere, errorWorksOnceDownloaded
    case errorNothingToSelect, errorNoSuchItem, errorNoDays, errorNoSuchDay
    case errorOnlyOnePage, errorNoSuchPageChoose, errorNoSuchPageFromOne, errorNoNextPageOnlyOne, errorNoNextPage
    case errorNoLinks, errorNoSuchLink, errorWebPageHasOneAddress
    case errorNoPreviousPage, errorNoAnnouncements
    case errorNoMatchNone, errorNoMatch, errorAmbiguous
    case errorNothingToGoBackToInSection, errorNothingToGoBackTo, errorNoSections, errorNoMapLocation
    case errorOutsidePictureSized, errorOutsidePicture
    case errorLinkNotFollowed, errorLinkRefused, errorCannotOpenHere, errorOpenFailed, errorNothingToOpen
    case errorCannotOpenPersonalPage, errorCannotOpenPersonalPageHere, errorLogoutFailed
    case errorNothingToConfirm, errorNotLoadedYet, errorDownloadRunning

    // The session (ConsoleSession)
    case sessionScriptLineError, sessionHiddenAnswer, sessionNotLoggedIn, sessionLoggedOutRevoked
    case sessionLoggedOutNotRevoked, sessionCalendarFeed, sessionNoCalendarFeed

    // Shared rendering (links, pictures, progress, refresh status)
    case linksHeading, linksHint, progressOf
    case pictureSubject, pictureShown, pictureNone, pictureNotShown, pictureBytes
    case pictureNotDownloaded, pictureEarlierVersion
    case refreshFailed, refreshing
    case loading, nothingToShow, backReturnsToList

    // Lists: days and filters (the Schedule, the Timetable, the Dealers)
    case filters, filtersNone, days, helpShowDay, filterSearch

    // Lists of announcements and messages (News, Announcements, Messages)
    case announcementNew

    // What a person can do, as the commands that do it, in the modules' texts (ActionWording.console)
    case actionLogIn, actionLogOut, actionRefresh, actionTryAgain, actionEndSearch, actionOpenMessages
    case actionAskForTable, actionSetReminderTime, actionSetSyncInterval, actionClearData, actionWatchForChanges
    case actionFilterByFriend, actionKeepList
}
