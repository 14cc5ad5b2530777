/// A data source as the user knows it, for asking before the first download from it: its name
/// (e.g. its address) and, when known, how large its last full download was.
public struct SourceDescription: Hashable, Sendable {
    /// What the user calls the source, e.g. `https://app.eurofurence.org/EF27/api`.
    public var name: String
    /// How many bytes its last full download took, when known.
    public var lastDownloadSizeInBytes: Int?

    /// Creates a description.
    public init(name: String, lastDownloadSizeInBytes: Int? = nil) {
        self.name = name
        self.lastDownloadSizeInBytes = lastDownloadSizeInBytes
    }
}
