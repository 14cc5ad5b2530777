public import ConbookModuleKit

/// Every text the Timetable module shows of its own (besides the words modules share,
/// `ModuleText`), as a key into its catalogue of each language (`TimetableTexts`).
public enum TimetableText: String, TextKey {
    /// What the menu scene shows, for a front end's menu and help.
    case timetableSummary
}
