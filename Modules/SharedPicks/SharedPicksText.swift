public import ConbookModuleKit

/// Every text the Shared picks module shows (besides the words modules share, `ModuleText`), as a
/// key into its catalogue of each language (`SharedPicksTexts`).
public enum SharedPicksText: String, TextKey {
    case sharedPicksTitle, sharedPicksTitleNamed
    case sharedPicksSummary, sharedPicksSummaryMissing
    case sharedPicksEmpty
    case sharedPicksAdded, sharedPicksAddedNone, sharedPicksAddedOne, sharedPicksRemovedOne
    case sharedPicksThisConvention
    case sharedPicksKept, friendsListEmptyName, friendsListExampleName, friendsListNothingPicked, friendsListUnknownFriend
    case shareCodeNotACode, shareCodeDamaged, shareCodeNewerVersion, shareCodeOtherConvention, shareCodeNoConvention
}
