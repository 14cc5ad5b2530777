/// What a sync is doing: the step a progress report names, for a front end to word in its own
/// language (`description` is English, for logs).
public enum SyncStep: Hashable, Sendable, CustomStringConvertible {
    /// Downloading the whole convention (the first sync).
    case downloadingConvention
    /// Downloading what changed since the last sync.
    case downloadingChanges
    /// Checking the response against what is stored.
    case checkingChanges
    /// Saving what changed.
    case saving
    /// Working out which images to download and which to remove.
    case checkingImages
    /// Downloading one image: the `number`-th (from 1) of `count`.
    case downloadingImage(number: Int, count: Int)
    /// Done: the convention is up to date.
    case upToDate

    public var description: String {
        switch self {
        case .downloadingConvention: "Downloading the convention"
        case .downloadingChanges: "Downloading changes"
        case .checkingChanges: "Checking the changes"
        case .saving: "Saving"
        case .checkingImages: "Checking the images"
        case .downloadingImage(let number, let count): "Downloading images (\(number) of \(count))"
        case .upToDate: "Up to date"
        }
    }
}
