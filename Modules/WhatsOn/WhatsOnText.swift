public import ConbookModuleKit

/// Every text the What's on module shows (besides the words modules share, `ModuleText`), as a
/// key into its catalogue of each language (`WhatsOnTexts`).
public enum WhatsOnText: String, TextKey {
    case whatsOnHeading
    case whatsOnRunning, whatsOnStarting
    case whatsOnNothing
    case whatsOnMinutesLeft, whatsOnStartsIn, whatsOnStartsNow
    case whatsOnFavouriteNotSaved
    /// What the menu scene shows, for a front end's menu and help.
    case whatsOnSummary
    /// What the argument of the menu scene means.
    case whatsOnMinutesMeaning
}
