/// The words modules share (lists, change marks, links, the Core's reasons and errors, the words
/// used by several modules, the sections' titles), as a key into the catalogue of each language
/// (`ModuleTexts.english`, `ModuleTexts.german`). A module's own words live in its folder
/// (`ScheduleText` and `ScheduleTexts` in `Modules/Schedule`), read with it through `ModuleWords`.
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
    case errorSyncLogin
    case errorMostlyUnreadable
    case errorMostlyUnreadableAndMore
    // What a sync left out (ModuleKit SkippedWording)
    case skippedNamed
    case skippedIdentified
    case skippedKind
    case skippedPlace
    case skippedProperty
    case skippedBecause
    case skippedMissingReference
    case skippedCount
    case skippedPropertyCount
    case skippedSummary
    case errorStoreUnreadable
    case errorStoreWriteFailed
    case errorStoreOutdated
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
    case errorLoginNotOffered
    case errorLoginNeeded
    case errorLoginSessionEnded
    case errorIdentityNotConfigured
    case errorIdentityNotOffered
    case errorIdentityStateMismatch
    case errorIdentityTokenRejected
    case errorIdentityDenied
    case errorIdentityProviderError
    case errorIdentityExpired
    case errorIdentityRedirectUnreadable
    case errorIdentityCancelled
    case errorIdentityUnreachable
    case errorIdentityTimedOut
    case errorIdentityServerError
    case errorIdentityMalformed
    case errorIdentityRefusedUnsafe
    case errorFeedbackNeedsLogin
    case errorFeedbackRating
    case errorFeedbackUnknownEvent
    case errorFeedbackNotAccepted
    case errorFeedbackNotOffered
    case errorFeedbackNotSent
    case errorSettingOutOfRange
    case errorSyncIntervalOutOfRange
    case errorSettingsNotKept
    case errorSettingNotSaved
    case errorClearWhileSyncing

    // What a person can do, in plain words (ModuleKit ActionWording.plain)
    case actionLogIn, actionLogOut, actionRefresh, actionTryAgain, actionEndSearch, actionOpenMessages
    case actionAskForTable, actionSetReminderTime, actionSetSyncInterval, actionClearData, actionWatchForChanges
    case actionFilterByFriend, actionKeepList

    // Shared by several modules
    case knowledgeUntitledEntry  // Knowledge and others
    case knowledgeUntitledGroup  // Knowledge and others
    case messageNoSubject  // Messages and others
    case messageFromOrganisers  // Messages and others
    case mapPlaceCount  // also Map Detail
    case readMarkNotSaved  // also News and News Detail
    case messagesLogInPrompt  // also News
    case scheduleDayTitle  // also Timetable
    case scheduleEmpty  // also Timetable
    case scheduleNoEventsToday  // also Timetable
    /// A choice made on a page that has since changed is refused (Schedule, Dealers, People…).
    case pageChanged
}
