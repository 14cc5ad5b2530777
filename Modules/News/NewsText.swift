public import ConbookModuleKit

/// Every text the News module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`NewsTexts`).
public enum NewsText: String, TextKey {
    /// The title of the section the module heads, e.g. on a tab.
    case newsSectionTitle
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
    case newsFreeUntil, newsFreeFrom, newsFreeNothingFits, newsFreeOneFits, newsFreeSomeFit
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
}
