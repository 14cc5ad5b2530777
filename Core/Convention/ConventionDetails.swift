/// What a source says about the convention as a whole.
public struct ConventionDetails: Hashable, Sendable {
    /// The convention's name, e.g. `FOSDEM 2026`, when the source gives one.
    public var title: String?
    /// Its time zone as an IANA identifier (e.g. `Europe/Brussels`), when the source names one.
    public var timeZoneIdentifier: String?
    /// How final the source says its data is (Eurofurence's `State`), when it says.
    public var publicationState: PublicationState?
    /// What the server tells its apps (addresses, feature switches), when it does.
    public var appConfiguration: AppConfiguration?
    /// The schedule's version as the source writes it (a frab `<version>`, pretalx `0.33`,
    /// schedule2 `2024-12-26 20:23`), when it carries one.
    public var scheduleVersion: String?
    /// The version the schedule had before a sync brought `scheduleVersion` (kept by the Core:
    /// the versions the last changes are between), when it had one.
    public var previousScheduleVersion: String?

    /// Creates the details.
    ///
    /// - Parameters:
    ///   - title: the convention's name, when the source gives one.
    ///   - timeZoneIdentifier: its IANA time zone, when the source names one.
    ///   - publicationState: how final the source says its data is.
    ///   - appConfiguration: what the server tells its apps.
    ///   - scheduleVersion: the schedule's version as the source writes it.
    ///   - previousScheduleVersion: the version before it, as the Core keeps it.
    public init(
        title: String?, timeZoneIdentifier: String? = nil, publicationState: PublicationState? = nil,
        appConfiguration: AppConfiguration? = nil, scheduleVersion: String? = nil, previousScheduleVersion: String? = nil
    ) {
        self.title = title
        self.timeZoneIdentifier = timeZoneIdentifier
        self.publicationState = publicationState
        self.appConfiguration = appConfiguration
        self.scheduleVersion = scheduleVersion
        self.previousScheduleVersion = previousScheduleVersion
    }
}
