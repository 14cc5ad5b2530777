public import ConbookModuleKit

/// Every text the FreeTime module shows (besides the words modules share, `ModuleText`), as a key
/// into its catalogue of each language (`FreeTimeTexts`).
public enum FreeTimeText: String, TextKey {
    case freeTimeHeading
    case freeTimeGap, freeTimeBetween, freeTimeFavourite
    case freeTimeNothingFits
    case freeTimeNoFavourites, freeTimeNoGaps, freeTimeNoSchedule
    case freeTimeSameRoom, freeTimeShortWalk, freeTimeAcrossMap, freeTimeOtherMap
    case freeTimeMinutes, freeTimeHours, freeTimeHoursAndMinutes
    case freeTimeFavouriteNotSaved
    /// What the menu scene shows, for a front end's menu and help.
    case freeTimeSummary
    /// What the argument of the menu scene means.
    case freeTimeMinutesMeaning
}
