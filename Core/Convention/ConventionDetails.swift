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

    /// Creates the details.
    public init(
        title: String?, timeZoneIdentifier: String? = nil, publicationState: PublicationState? = nil,
        appConfiguration: AppConfiguration? = nil
    ) {
        self.title = title
        self.timeZoneIdentifier = timeZoneIdentifier
        self.publicationState = publicationState
        self.appConfiguration = appConfiguration
    }
}
