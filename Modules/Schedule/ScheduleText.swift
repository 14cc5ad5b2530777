public import ConbookModuleKit

/// Every text the Schedule module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`ScheduleTexts`).
public enum ScheduleText: String, TextKey {
    /// The title of the section the module heads, e.g. on a tab.
    case scheduleSectionTitle
    case schedulePageOneEvent
    case schedulePageEvents
    case scheduleSearchInFavourites
    case scheduleSearchInAllDays
    case scheduleNoScheduleYet
    case scheduleFavouritesOnly
    case scheduleFilterRoom
    case scheduleFilterLanguage
    case scheduleFilterUnrecorded
    case scheduleFilterHidden
    case scheduleFilterFriend
    case scheduleFilterHost
    case scheduleHideNotSaved
    case scheduleNoFavouritesMatch
    case scheduleNoFavouritesMatchWithFilters
    case scheduleNoEventsMatch
    case scheduleNoEventsMatchWithFilters
    case scheduleNoFavouritesMatchFiltersToday
    case scheduleNoFavouritesToday
    case scheduleNoEventsMatchFiltersToday
    case scheduleFilterTrack
}
