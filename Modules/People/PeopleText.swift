public import ConbookModuleKit

/// Every text the People module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`PeopleTexts`).
public enum PeopleText: String, TextKey {
    /// The title of the section the module heads, e.g. on a tab.
    case peopleSectionTitle
    case peopleTotal, peopleListedOfTotal
    case peopleEventCount, peopleNoEvents
    case peopleEmpty, peopleNoMatch
}
