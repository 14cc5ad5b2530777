/// Every text the modules show, as a key into the catalogue of each language
/// (`ModuleTexts.english`, `ModuleTexts.german`). Grouped by the module that shows it; a key's
/// name says what the text is, its templates live in the catalogues.
public enum ModuleText: String, TextKey {
    // Shared wording (ModuleKit)
    case listTwoOrMore
    case listTwoOrMoreAlternatives
    case byteCountBytes
    case clashNote
    case clashLine
    case overlapLine

    // Change marks, links and notes (ModuleKit)
    case untitledAnnouncement
    case textTooLong
    case changeMarkNew
    case changeMarkCancelled
    case changeMarkChanged
    case fieldTitle
    case fieldSubtitle
    case fieldSpeakers
    case fieldLanguage
    case fieldRoom
    case fieldTrack
    case fieldDay
    case fieldStart
    case fieldDuration
    case linkEvent
    case linkDealer
    case linkKnowledgeEntry
    case linkKnowledgeGroups
    case linkRoom
    case linkMapEntry
    case linkWebPage
    case linkMail
    case linkPhone
    case linkRefused
    case pictureOfUnknownFormat
    case syncDownloadingConvention
    case syncDownloadingChanges
    case syncCheckingChanges
    case syncSaving
    case syncUpToDate
    case syncCheckingImages
    case syncDownloadingImages
    case syncStep

    // The Core's reasons (ModuleKit ReasonWording)
    case reasonLinkHasNoAddress
    case reasonAddressTooLong
    case reasonAddressHasNoScheme
    case reasonWebAddressMalformed
    case reasonMailAddressMalformed
    case reasonPhoneNumberMalformed
    case reasonSchemeNotFollowed
    case reasonEventNotFound
    case reasonDealerNotFound
    case reasonKnowledgeEntryNotFound
    case reasonRoomNotFound
    case reasonPlaceNotFound
    case reasonDealerNotInDen
    case reasonRoomNotInSchedule
    case reasonPlaceOnNoMap
    case reasonTapRadiusNegative
    case reasonPointOutsidePicture

    // The Core's errors (ModuleKit ErrorWording)
    case errorConventionMismatch
    case errorBrokenReferences
    case errorBrokenReferencesAndMore
    case brokenReference
    case entityKindEvent
    case entityKindDay
    case entityKindRoom
    case entityKindTrack
    case entityKindAnnouncement
    case entityKindDealer
    case entityKindMap
    case entityKindKnowledgeGroup
    case entityKindKnowledgeEntry
    case entityKindImage
    case errorStoreUnreadable
    case errorStoreWriteFailed
    case errorSourceUnreachable
    case errorSourceTimedOut
    case errorSourceServer
    case errorSourceServerWithReason
    case errorSourceTruncated
    case errorSourceMalformed
    case errorSourceTooLarge
    case errorServerUnauthorized
    case errorServerForbidden
    case errorServerStatus
    case errorServerUnreachable
    case errorServerTimedOut
    case errorServerMalformed
    case errorServerRefusedUnsafe
    case errorLoginRegistrationNumberMissing
    case errorLoginRegistrationNumberNotANumber
    case errorLoginUsernameMissing
    case errorLoginPasswordMissing
    case errorLoginNotOffered
    case errorLoginWrongCredentials
    case errorLoginAccountLocked
    case errorLoginNeeded
    case errorLoginLoggedOut
    case errorFeedbackRating
    case errorFeedbackUnknownEvent
    case errorFeedbackNotAccepted
    case errorFeedbackNotOffered
    case errorFeedbackNotSent
    case errorSettingOutOfRange
    case errorSettingsNotKept
    case errorSettingNotSaved
    case errorClearWhileSyncing

    // About
    case aboutConvention
    case aboutLastSynced
    case aboutLastSyncedValue, aboutLastSyncedOnThisMachine
    case aboutState
    case aboutNotDownloaded
    case aboutData
    case aboutDataEmbedded
    case aboutDataLocationAndSize
    case aboutDataLocationSizeUnknown
    case aboutStatePreview
    case aboutStateLive
    case aboutStateUnknown
    case aboutCountEvents
    case aboutCountDays
    case aboutCountRooms
    case aboutCountTracks
    case aboutCountAnnouncements
    case aboutCountDealers
    case aboutCountMaps
    case aboutCountKnowledgeGroups
    case aboutCountKnowledgeEntries
    case aboutCountImages

    // Announcements
    case announcementsEmpty
    case announcementsCurrent
    case announcementsExpired
    case announcementExpiredAt
    case announcementValidUntil
    case announcementsNone
    case announcementsUnreadCount
    case announcementsExpiredCount
    case announcementsNoneCurrent
    case announcementsCurrentCount

    // Changes
    case changesEmpty
    case changesYourFavourites
    case changesOtherEvents
    case changesStatusNew
    case changesStatusCancelled
    case changesStatusChanged
    case changesNowClashes
    case changesFieldChange
    case changesNone
    case durationMinutes
    case durationHours
    case durationHoursAndMinutes

    // CollectThemAll
    case collectThemAllTitle
    case collectThemAllExplanation
    case collectThemAllNoConvention
    case collectThemAllLoginNeeded

    // DealerDetail
    case dealerUnavailable
    case dealerAfterDarkDen
    case dealerNoDaysGiven
    case dealerEveryDay
    case dealerOnlyOnDays
    case weekdayThursday
    case weekdayFriday
    case weekdaySaturday
    case dealerWebsite

    // Dealers
    case dealersNotEveryDay
    case dealersAfterDark
    case dealersListedOfTotal
    case dealersTotal
    case dealersEmpty
    case dealersAllCategoriesOff
    case dealersNoMatch
    case dealersNoMatchInCategories
    case dealersNoneInCategories

    // EventDetail
    case eventPriorityHigh, eventPriorityNormal
    case eventUnavailable
    case eventFavouriteNotSaved
    case eventPriorityNotSaved
    case eventUnknownRoom
    case eventUnknownTrack
    case eventRemovedFromSchedule
    case eventNewInUpdate
    case eventChangedInUpdate
    case eventWhen
    case eventWhenEndingNextDay
    case eventWhenEndingOn

    // EventFeedback
    case feedbackRatingProblem
    case feedbackSent
    case feedbackDraft
    case feedbackEvent
    case feedbackNotTaken

    // Knowledge
    case knowledgeUntitledGroup
    case knowledgeUntitledEntry
    case knowledgeNoEntriesYet
    case knowledgeEntryCount
    case knowledgeGroupsWithoutEntries
    case knowledgeGroupsAndEntries
    case knowledgeEmpty
    case knowledgeFoundNone
    case knowledgeFound
    case knowledgeNothingFound

    // KnowledgeDetail
    case knowledgeEntryUnavailable
    case knowledgeLink

    // KnowledgeGroup
    case knowledgeGroupUnavailable
    case knowledgeGroupEmpty

    // Login
    case loginTitle
    case loginExplanation
    case loginLoggedInAs

    // MapDetail
    case mapUnavailable
    case mapIgnoredPlace
    case mapFocus
    case mapTapNothing
    case mapTapChoice
    case mapTapPlaces
    case mapTapDealer
    case mapTapDealerSection
    case mapTapPlace
    case mapTapMarkedHere
    case mapTapOnTheMap
    case mapTapOnAnotherMap
    case mapTapWebPage
    case mapTapExternalMap
    case mapAPlace
    case mapTapUnavailable
    case mapRoomNothingRunning
    case mapRoomRunningNow
    case mapRoomNothingMore
    case mapRoomNext
    case mapTapRoom
    case mapUnnamedPlace
    case mapAPlaceOn
    case mapKindDealer
    case mapKindRoom
    case mapKindPlaceHere
    case mapKindPlaceOnMap
    case mapKindWebPage
    case mapKindExternalMap
    case mapKindUnavailable

    // Maps
    case mapsEmpty
    case mapPlaceCount // also Map Detail

    // MessageDetail
    case messageUnavailable
    case messageNoText
    case readMarkNotSaved // also News and News Detail

    // Messages
    case messagesNone
    case messagesNotOffered
    case messagesSavedLoginUnreadable
    case messagesLogInPrompt // also News
    case messagesHeading
    case messagesLoginExpired
    case messagesNoneYet
    case messagesCount
    case messagesCountWithUnread
    case messageFromOrganisers
    case messageNoSubject
    case messageByline
    case messagesNotRefreshed

    // News
    case newsYourConvention
    case newsCountdown
    case newsCountdownToTheConvention
    case newsCountdownSection
    case newsRunningUntil
    case newsRunningNow
    case newsMoreRunningNow
    case newsUpcoming
    case newsMoreInTheNextHour
    case newsNoFavouritesToday
    case newsTodaysFavourites
    case newsRemovedFavourites
    case newsAnnouncements
    case newsAnnouncementsUnread
    case newsNews
    case newsNothingToShow
    case newsNoUnreadMessages
    case newsUnreadMessages
    case newsRemovedFromSchedule
    case newsStartsIn
    case newsEnded
    case newsFavouriteRunningUntil
    case newsFavouriteStartsAt

    // NewsDetail
    case announcementNoText
    case announcementStatusExpired
    case announcementStatusNotShownYet
    case announcementInvertedValidity
    case announcementUnknown
    case announcementWithdrawn

    // Schedule
    case schedulePageOneEvent
    case schedulePageEvents
    case scheduleDayTitle // also Timetable
    case scheduleSearchInFavourites
    case scheduleSearchInAllDays
    case scheduleNoScheduleYet
    case scheduleFavouritesOnly
    case scheduleFilterTrack
    case scheduleFilterRoom
    case scheduleFilterLanguage
    case scheduleNoFavouritesMatch
    case scheduleNoFavouritesMatchWithFilters
    case scheduleNoEventsMatch
    case scheduleNoEventsMatchWithFilters
    case scheduleEmpty // also Timetable
    case scheduleNoFavouritesMatchFiltersToday
    case scheduleNoFavouritesToday
    case scheduleNoEventsMatchFiltersToday
    case scheduleNoEventsToday // also Timetable

    // Settings
    case settingsTimesShownIn
    case settingsTimeZoneNote
    case settingsReminders
    case settingsRemindersNote
    case settingsNotKeptHere
    case settingsDataDirectory
    case settingsDataDirectoryNote
    case settingsConventionData
    case settingsConventionDataValue
    case settingsNoneStored
    case settingsClearNote
    case settingsClearQuestion
    case settingsLeadTimeNone
    case settingsLeadTime

    // Tutorial
    case tutorialTitle
    case tutorialWhatConbookDoes
    case tutorialDownloads
    case tutorialQuestion
    case tutorialQuestionUnnamedSource
    case tutorialLastDownloadSize

    // WebPage
    case webPageKindWebPage
    case webPageNoteWebPage
    case webPageKindMail
    case webPageNoteMail
    case webPageKindPhone
    case webPageNotePhone

    // Section titles (Director)
    case sectionNews, sectionAnnouncements, sectionSchedule, sectionChanges, sectionDealers, sectionMaps
    case sectionKnowledge, sectionMessages
}
