public import ConbookModuleKit

/// Every text the Maps module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`MapsTexts`).
public enum MapsText: String, TextKey {
    case mapsEmpty
}
