public import ConbookModuleKit

/// Every text the ArtistAlley module shows (besides the words modules share, `ModuleText`), as a key
/// into its catalogue of each language (`ArtistAlleyTexts`).
public enum ArtistAlleyText: String, TextKey {
    /// The title of the section the module heads, e.g. on a tab.
    case alleySectionTitle
    case alleyTotal
    case alleyListedOfTotal
    case alleyTable
    case alleyNotLoggedIn
    case alleyNotCheckedIn
    case alleyNoTables
    case alleyNoMatch
}
