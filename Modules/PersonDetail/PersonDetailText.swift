public import ConbookModuleKit

/// Every text the PersonDetail module shows (besides the words modules share, `ModuleText`), as a
/// key into its catalogue of each language (`PersonDetailTexts`).
public enum PersonDetailText: String, TextKey {
    case personUnavailable
    case personPicture
    case personWebsite
    case personEventCount, personNoEvents
    case personEventWhen
    case personCancelled, personHidden
    case personOverlaps, personQuotedTitle
    case personFavouriteNotSaved
}
