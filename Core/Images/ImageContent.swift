/// A picture as a scene can show it: what is known about it, and its bytes when they are kept.
public enum ImageContent: Hashable, Sendable {
    /// There is no picture (none named, or the source does not list it).
    case none
    /// The picture is known but its bytes are not kept (not downloaded yet, or the source serves none).
    case notDownloaded(ImageReference)
    /// The picture, with its bytes.
    case downloaded(ImageReference, bytes: [UInt8])
    /// An earlier version of the picture, kept while its current one could not be downloaded yet.
    case previousVersion(ImageReference, bytes: [UInt8])
}
