import ConbookCore

/// A convention's details in the `details` column of `conventions` (since schema 1):
/// `{"title":…,"timeZoneIdentifier":…,"publicationState":…,"appConfiguration":{…},"scheduleVersion":…}`; each may be missing (`title` is
/// always there before schema 5's details with a publication state; no migration is needed).
struct DetailsRecord: StoredRecord {
    var title: String?
    var timeZoneIdentifier: String?
    var publicationState: String?
    /// The server's app configuration, by key (since version 8 of this code; missing: none).
    var appConfiguration: [String: String]?
    /// The schedule's version (since version 9 of this code; missing: none).
    var scheduleVersion: String?
    /// The version before it (since version 9 of this code; missing: none).
    var previousScheduleVersion: String?

    init(_ details: ConventionDetails) {
        title = details.title
        timeZoneIdentifier = details.timeZoneIdentifier
        publicationState = details.publicationState?.sourceWord
        appConfiguration = details.appConfiguration?.values
        scheduleVersion = details.scheduleVersion
        previousScheduleVersion = details.previousScheduleVersion
    }

    func value() throws(SQLiteFailure) -> ConventionDetails {
        ConventionDetails(
            title: title, timeZoneIdentifier: timeZoneIdentifier,
            publicationState: PublicationState(sourceWord: publicationState),
            appConfiguration: appConfiguration.map(AppConfiguration.init), scheduleVersion: scheduleVersion,
            previousScheduleVersion: previousScheduleVersion)
    }
}
