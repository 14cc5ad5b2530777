public import ConbookModuleKit

/// Every text the Maps module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`MapsTexts`).
public enum MapsText: String, TextKey {
    /// The title of the section the module heads, e.g. on a tab.
    case mapsSectionTitle
    case mapsEmpty
}
