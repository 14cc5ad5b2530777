public import ConbookModuleKit

/// Every text the CollectThemAll module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`CollectThemAllTexts`).
public enum CollectThemAllText: String, TextKey {
    case collectThemAllTitle
    case collectThemAllExplanation
    case collectThemAllNoConvention
    case collectThemAllLoginNeeded
    /// What the menu scene shows, for a front end's menu and help.
    case collectThemAllSummary
}
