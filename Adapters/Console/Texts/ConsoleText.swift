public import ConbookModuleKit

/// Every text the console front end shows, as a key into the catalogue of each language
/// (`ConsoleTexts.english`, `ConsoleTexts.german`). Grouped by where it is shown; a key's name
/// says what the text is, its templates live in the catalogues. Command words (`tab`, `filter`,
/// `search`, …) are the same in every language and are not here.
///
/// Texts inserted into others are worded for their place there: a scene's `place…` follows "on"
/// (in German the dative after „auf“: „der Programmseite“), a `paged…` follows "the next page
/// of" (the genitive: „des Programms“), a `kind…` names what a typed name was matched against
/// (a capitalised noun in German, never made plural by a suffix), an `expected…` follows "needs"
/// (the accusative after „erwartet“).
public enum ConsoleText: String, TextKey {
    // Help: headings and the global commands (ConsoleCommandCatalogue, ConsoleCommandParser, ConsoleSession)
    case helpHeading, helpFallback, helpOnPlace, helpGoingBackToPlace
    case helpTab, helpTabSections, helpBack, helpRefresh, helpOpenAddress, helpLogout, helpExport, helpHelp, helpQuit
    case helpAbout, helpSettings, helpCollect, helpLogin, helpTimetable
    case helpSelectAlias, helpAliases, helpNextPage, helpPreviousPage, helpPageN

    // What a command's arguments should be, inserted into `invalidArguments`
    case expectedNothing, expectedSectionName, expectedExportFile, expectedListedItem, expectedPageNumber
    case expectedDayNumber, expectedLinkNumber, expectedNothingOrOne

    // Kinds of names a person types, inserted into `noMatch` and `ambiguous` (capitalised nouns in German)
    case kindSection, kindTrack, kindRoom, kindCategory, kindLetter

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
    case sessionScriptLineError, sessionHiddenAnswer, sessionNotLoggedIn

    // Shared rendering (links, pictures, progress, refresh status)
    case linksHeading, linksHint, progressOf
    case pictureSubject, pictureShown, pictureNone, pictureNotShown, pictureBytes
    case pictureNotDownloaded, pictureEarlierVersion
    case refreshFailed, refreshing
    case loading, nothingToShow, backReturns, backReturnsToList

    // Schedule (ConsoleScheduleScene), shared with the other lists
    case placeSchedule, scheduleTitle, scheduleHeading, filters, filtersNone, scheduleShowing, days
    case helpScheduleSelect, helpScheduleSearch, helpShowDay, pagedSchedule, helpFilterTrack, helpFilterRoom
    case helpFilterLanguage, helpFilterFavourites, helpFilterNone, expectedScheduleFilter, filterSearch, filterTrack
    case filterRoom, filterLanguage, filterFavouritesOnly, pageNext, pagePrevious, pageAny

    // Timetable (ConsoleTimetableScene)
    case placeTimetable, helpTimetableSelect, helpTimetableRooms, pagedRooms, timetableTitle, timetableNoDay
    case timetableHeading, timetableBusiestFirst, timetableAsChosen, timetableColumns, timetableHintSelect
    case timetableHintDay, timetableHintRooms, timetableHintPages

    // Dealers (ConsoleDealersScene)
    case placeDealers, dealersTitle, dealersHeading, dealersCategories, dealersLetters, dealersFromLetter
    case helpDealersSelect, helpDealersSearch, helpFilterCategory, helpFilterAllCategories, expectedDealersFilter
    case helpLetter, helpLetterNone, expectedLetter, filterCategoriesOff

    // A dealer (ConsoleDealerDetailScene)
    case placeDealer, dealerTitle, dealerUnavailable, helpDealerMap, mapWhatDealerTable, helpDealerOpen
    case dealerCategories, dealerDays, dealerDen, dealerOnTheMap, dealerMapShows, dealerNotOnMap, dealerHintMap
    case dealerArtistPicture, dealerArtPreview, dealerArtPreviewCaption, dealerAboutArtist, dealerAboutArt

    // An event (ConsoleEventDetailScene)
    case placeEvent, eventTitle, eventUnavailable, helpEventFavourite, helpEventMap, mapWhatEventRoom
    case helpEventFeedback, eventNoFeedback, helpEventPriority, eventPriorityNotFavourite, expectedPriority
    case helpEventOpen, eventWhen, eventWhere, eventMap, eventMapShows, eventTrack, eventHosts, eventTags
    case eventFavourite, eventFavouriteYes, eventFavouriteNo, eventPriority, eventPriorityValue, eventClash
    case eventFeedback, eventFeedbackWelcome, eventHintFavourite

    // Feedback on an event (ConsoleEventFeedbackScene)
    case placeFeedback, feedbackRatingPrompt, feedbackTextPrompt, feedbackTitle, feedbackHeading, feedbackAskAgain
    case feedbackWaiting, feedbackSending, feedbackBackToEvent, feedbackKept, feedbackRetryHint, helpFeedbackRetry
    case helpFeedbackCancel

    // About, Announcements, Changes, Collect them all
    case placeAbout, aboutTitle, aboutHolds, aboutCredits, placeAnnouncements, announcementsTitle
    case helpAnnouncementsSelect, announcementNew, placeChanges, changesTitle, helpChangesSelect, placeGame
    case gameTitle, gameHandedOver, gameHint, helpGameOpen, gameNotPlayable

    // Knowledge (ConsoleKnowledgeScene, ConsoleKnowledgeGroupScene, ConsoleKnowledgeDetailScene)
    case placeKnowledge, knowledgeTitle, knowledgeHeading, knowledgeHintSearch, knowledgeHintGroups
    case helpKnowledgeSelect, helpKnowledgeSearch, placeKnowledgeGroup, knowledgeGroupTitle
    case knowledgeGroupUnavailable, knowledgeGroupBack, helpKnowledgeGroupSelect, placeKnowledgeEntry
    case knowledgeEntryTitle, knowledgeEntryUnavailable, helpKnowledgeEntryOpen, knowledgeEntryInGroup
    case knowledgeEntryPictureNumber

    // Login, maps
    case placeLogin, loginRegistrationPrompt, loginUsernamePrompt, loginPasswordPrompt, loginTitle, loginWaiting
    case loginLoggingIn, loginRetryHint, loginLoggedInHint, loginCancelHint, helpLoginCancel, placeMap, mapTitle
    case mapUnavailable, helpMapTap, helpMapSelect, expectedTapPoint, mapHeading, mapNoPicture, mapTapHint
    case mapShowing, mapIgnoredPlaces, mapTapAt, placeMaps, mapsTitle, mapsPicture, mapsNoPicture, helpMapsSelect

    // News, announcements and messages
    case placeMessage, messageTitle, messageUnavailable, messageFrom, messageReceived, helpMessageOpen
    case placeMessages, messagesTitle, helpMessagesSelect, helpMessagesRefresh, placeAnnouncement, announcementTitle
    case announcementUnavailable, helpAnnouncementOpen, announcementFrom, announcementArea, announcementShownFrom
    case announcementShownUntil, announcementLastChanged, placeNews, newsTitle, helpNewsSelect, helpNewsRead

    // Download, settings, welcome, links
    case placePreload, preloadFailed, preloadTitle, preloadRetryHint, preloadStarting, helpPreloadRefresh
    case helpPreloadCancel, placeSettings, settingsTitle, settingsColour, settingsColourOn, settingsColourOff
    case settingsColourNote, settingsConfirmHint, helpSettingsReminder, expectedMinutes, helpSettingsClear
    case helpSettingsYes, helpSettingsNo, placeTutorial, tutorialTitle, tutorialHint, helpTutorialDownload
    case helpTutorialCancel, placeWebPage, webPageTitle, webPagePrintHint, webPageOpenHint, webPageHint
    case helpWebPageOpen, webPageHandedOver
}
