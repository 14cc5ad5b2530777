/// Port: keeps the bytes of a convention's images between runs, by image, each version once.
///
/// Every write is atomic: after a failed or interrupted `save`, the image reads as before (its
/// earlier version, or none); a half-written image is never kept.
public protocol ImageStore: AnyObject {
    /// The images kept, each with the content hash (Base64 SHA-1) of the bytes kept for it.
    /// - Throws: `StoreError.unreadable` when they cannot be read.
    func storedImages() throws(StoreError) -> [ImageReference.ID: String]

    /// Keeps the bytes of an image (already checked against its content hash), replacing any
    /// earlier version.
    /// - Throws: `StoreError.writeFailed` when they cannot be saved; the earlier version stays.
    func save(_ bytes: [UInt8], for image: ImageReference) throws(StoreError)

    /// Forgets images.
    /// - Throws: `StoreError.writeFailed` when that fails; they are then still kept.
    func remove(_ images: Set<ImageReference.ID>) throws(StoreError)

    /// The bytes kept for an image, or nil when none are.
    /// - Throws: `StoreError.unreadable` when they cannot be read.
    func bytes(of image: ImageReference.ID) throws(StoreError) -> [UInt8]?
}
