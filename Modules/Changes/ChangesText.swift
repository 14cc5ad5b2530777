public import ConbookModuleKit

/// Every text the Changes module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`ChangesTexts`).
public enum ChangesText: String, TextKey {
    /// The title of the section the module heads, e.g. on a tab.
    case changesSectionTitle
    case changesEmpty
    case changesVersions, changesVersion
    case changesYourFavourites
    case changesOtherEvents
    case changesStatusNew
    case changesStatusCancelled
    case changesStatusChanged
    case changesNowClashes
    case changesFieldChange
    case changesNone
    case durationMinutes
    case durationHours
    case durationHoursAndMinutes
}
