public import ConbookCore

/// Keeps images in memory; it passes the same contract suite as the SQLite image store.
/// Set `failsWrites` to simulate a full disk: saves and removals then throw and change nothing.
public final class InMemoryImageStore: ImageStore {
    /// The bytes kept, by image, with the content hash they were kept under.
    public private(set) var images: [ImageReference.ID: (hash: String, bytes: [UInt8])] = [:]
    /// When true, every write throws `StoreError.writeFailed` and keeps nothing.
    public var failsWrites = false

    /// Creates an empty store.
    public init() {}

    public func storedImages() throws(StoreError) -> [ImageReference.ID: String] {
        images.mapValues(\.hash)
    }

    public func save(_ bytes: [UInt8], for image: ImageReference) throws(StoreError) {
        try checkWritable()
        images[image.id] = (image.contentHash, bytes)
    }

    public func remove(_ ids: Set<ImageReference.ID>) throws(StoreError) {
        try checkWritable()
        for id in ids {
            images[id] = nil
        }
    }

    public func bytes(of image: ImageReference.ID) throws(StoreError) -> [UInt8]? {
        images[image]?.bytes
    }

    private func checkWritable() throws(StoreError) {
        if failsWrites {
            throw .writeFailed(location: "memory", reason: "simulated write failure")
        }
    }
}
