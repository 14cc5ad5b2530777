public import ConbookModuleKit

/// Every text the Settings module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`SettingsTexts`).
public enum SettingsText: String, TextKey {
    case settingsTimesShownIn
    case settingsTimeZoneNote
    case settingsReminders
    case settingsRemindersNote
    case settingsSync, settingsSyncEvery, settingsSyncNote
    case settingsNotKeptHere
    case settingsDataDirectory
    case settingsDataDirectoryNote
    case settingsConventionData
    case settingsConventionDataValue
    case settingsNoneStored
    case settingsClearNote
    case settingsClearQuestion
    case settingsLeadTimeNone
    case settingsLeadTime
    /// What the menu scene shows, for a front end's menu and help.
    case settingsSummary
}
