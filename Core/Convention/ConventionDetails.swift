/// What a source says about the convention as a whole.
public struct ConventionDetails: Hashable, Sendable {
    /// The convention's name, e.g. `FOSDEM 2026`.
    public var title: String
    /// Its time zone as an IANA identifier (e.g. `Europe/Brussels`), when the source names one.
    public var timeZoneIdentifier: String?

    /// Creates the details.
    public init(title: String, timeZoneIdentifier: String? = nil) {
        self.title = title
        self.timeZoneIdentifier = timeZoneIdentifier
    }
}
