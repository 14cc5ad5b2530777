public import ConbookModuleKit

/// Every text the ArtistAlleyDetail module shows (besides the words modules share, `ModuleText`),
/// as a key into its catalogue of each language (`ArtistAlleyDetailTexts`).
public enum ArtistAlleyDetailText: String, TextKey {
    case alleyTableUnavailable
    case alleyTableNumber
    case alleyWebsite
}
