/// What bringing the images up to date did.
public struct ImageSyncSummary: Hashable, Sendable {
    /// Images downloaded (new, or changed since they were kept).
    public var downloaded: Int
    /// Images forgotten (deleted, or used by nothing any more).
    public var removed: Int
    /// Images that could not be brought up to date; they are tried again on the next sync.
    public var failures: [ImageDownloadFailure]

    /// Creates a summary.
    public init(downloaded: Int = 0, removed: Int = 0, failures: [ImageDownloadFailure] = []) {
        self.downloaded = downloaded
        self.removed = removed
        self.failures = failures
    }
}

/// An image that could not be downloaded or kept, and why.
public struct ImageDownloadFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The image.
    public var image: ImageReference.ID
    /// Why, in words.
    public var reason: String

    /// Creates the failure.
    public init(image: ImageReference.ID, reason: String) {
        self.image = image
        self.reason = reason
    }

    public var description: String { "image \(image): \(reason)" }
}
