public import ConbookModuleKit

/// Every text the Hidden module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`HiddenTexts`).
public enum HiddenText: String, TextKey {
    /// The title of the section the module heads, e.g. on a tab.
    case hiddenSectionTitle
    case hiddenEmpty
    case hiddenEvents, hiddenRooms, hiddenTracks, hiddenLanguages
    case hiddenEventWhen
    case hiddenNoLongerInSchedule
    case hiddenShowNotSaved
}
