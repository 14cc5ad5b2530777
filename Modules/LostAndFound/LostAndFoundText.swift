public import ConbookModuleKit

/// Every text the Lost & Found module shows (besides the words modules share, `ModuleText`), as a
/// key into its catalogue of each language (`LostAndFoundTexts`).
public enum LostAndFoundText: String, TextKey {
    /// The title of the section the module heads, e.g. on a tab.
    case lostAndFoundSectionTitle
    case lostAndFoundFetching
    case lostAndFoundCount
    case lostAndFoundNothingReported
    case lostAndFoundSearch
    case lostAndFoundSearchNone
    case lostAndFoundGroupLost
    case lostAndFoundGroupFound
    case lostAndFoundGroupReturned
    case lostAndFoundGroupUnknown
    case lostAndFoundLostAt
    case lostAndFoundFoundAt
    case lostAndFoundReturnedAt
    case lostAndFoundUnknownAt
    case lostAndFoundNoTime
    case lostAndFoundPicture
    case lostAndFoundNoDescription
    case lostAndFoundNotOffered
    case lostAndFoundLogInPrompt
    case lostAndFoundSessionEnded
    case lostAndFoundOldLogin
    case lostAndFoundNotAnAttendee
    case lostAndFoundUnreadable
    case lostAndFoundNotFetched
}
