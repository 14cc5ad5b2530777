public import ConbookModuleKit

/// Every text the DealerDetail module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`DealerDetailTexts`).
public enum DealerDetailText: String, TextKey {
    case dealerUnavailable
    case dealerAfterDarkDen
    case dealerNoDaysGiven
    case dealerEveryDay
    case dealerOnlyOnDays
    case weekdayThursday
    case weekdayFriday
    case weekdaySaturday
    case dealerWebsite
    case dealerNavigation
}
