public import ConbookModuleKit

/// Every text the About module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`AboutTexts`).
public enum AboutText: String, TextKey {
    case aboutConvention
    case aboutLastSynced
    case aboutLastSyncedValue, aboutLastSyncedOnThisMachine
    case aboutState
    case aboutScheduleVersion
    case aboutSupport, aboutVenueNavigation, aboutPublicWifi
    case aboutNotDownloaded
    case aboutData
    case aboutDataEmbedded
    case aboutDataLocationAndSize
    case aboutDataLocationSizeUnknown
    case aboutStatePreview
    case aboutStateLive
    case aboutStateUnknown
    case aboutCount
    case aboutSkipped, aboutSkippedMore
    /// What the menu scene shows, for a front end's menu and help.
    case aboutSummary
}
