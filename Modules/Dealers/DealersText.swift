public import ConbookModuleKit

/// Every text the Dealers module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`DealersTexts`).
public enum DealersText: String, TextKey {
    /// The title of the section the module heads, e.g. on a tab.
    case dealersSectionTitle
    case dealersNotEveryDay
    case dealersAfterDark
    case dealersListedOfTotal
    case dealersTotal
    case dealersEmpty
    case dealersAllCategoriesOff
    case dealersNoMatch
    case dealersNoMatchInCategories
    case dealersNoneInCategories
    case dealersPageOneDealer
    case dealersPageDealers
}
