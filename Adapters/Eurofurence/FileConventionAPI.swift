public import ConbookCore
public import Foundation

/// A data source that reads a Eurofurence `Sync` JSON file: the bundled demo, or `--source PATH`.
///
/// The file is a full snapshot, so every request, with or without `since`, answers the whole
/// file (decoded by `EurofurenceSyncDecoder`); applying a snapshot again is harmless because its
/// nodes say `RemoveAllBeforeInsert`.
///
/// Errors: a missing or unreadable file (or a directory) → `.unreachable("no file at /path")`
/// and the like; a file over `maximumFileBytes` → `.tooLarge` (it is not read); bad content →
/// whatever the decoder throws.
public struct FileConventionAPI: ConventionAPI {
    /// The largest file read unless another limit is given: 64 MiB.
    public static let defaultMaximumFileBytes = 64 * 1024 * 1024

    /// The file answered.
    public let fileURL: URL
    /// Files larger than this are refused.
    public let maximumFileBytes: Int

    /// Creates a source over a file, with the default size limit.
    public init(fileURL: URL) {
        self.init(fileURL: fileURL, maximumFileBytes: Self.defaultMaximumFileBytes)
    }

    /// Creates a source over a file, refusing files larger than `maximumFileBytes`.
    public init(fileURL: URL, maximumFileBytes: Int) {
        self.fileURL = fileURL
        self.maximumFileBytes = maximumFileBytes
    }

    /// Reads and decodes the whole file, a window at a time (`EurofurenceSyncDecoder.decode(contentsOf:maximumBytes:)`);
    /// `since` is ignored.
    public func fetchChanges(since: Instant?) async throws(ConventionAPIError) -> SyncResponse {
        try EurofurenceSyncDecoder().decode(contentsOf: fileURL, maximumBytes: maximumFileBytes)
    }
}
