/// Brings the kept images in step with the content (a business rule of the sync): every image the
/// content uses is kept in its current version, and nothing else.
///
/// An image is used when an entity refers to it (an event's banner, a dealer's art, a map…) and
/// the source lists it. One kept with another content hash, or not kept, is downloaded, checked
/// against its hash (SHA-1, Base64) and kept; one no longer used, or deleted, is forgotten. An
/// image the source says is larger than `maximumBytes` or `maximumDimension` on a side is not
/// downloaded. Failures are collected, not thrown: the content sync stands, and the image is tried
/// again on the next sync.
@MainActor
struct ImageSync {
    /// The largest image downloaded: 32 MiB.
    static let maximumBytes = 32 * 1024 * 1024
    /// The largest side of an image downloaded, in pixels.
    static let maximumDimension = 16_384

    let api: any ConventionAPI
    let store: any ImageStore
    let repository: ConventionRepository

    /// The images to download, in a stable order, and those to forget.
    func plan() throws(StoreError) -> (download: [ImageReference], remove: Set<ImageReference.ID>) {
        guard let outline = repository.outline else { return ([], []) }
        let listed = outline[ImageReference.self]
        let used = outline.referencedIDs(of: ImageReference.self).filter(listed.contains)
        let kept = try store.storedImages()
        let download = used.compactMap { id in listed[id] }
            .filter { kept[$0.id] != $0.contentHash }
            .sorted { $0.id < $1.id }
        return (download, Set(kept.keys).subtracting(used))
    }

    /// Downloads and forgets as planned, telling `progress` before each download: how many are
    /// done, of how many, and the bytes they came to, of the bytes all come to (as the source
    /// lists their sizes).
    func run(
        _ plan: (download: [ImageReference], remove: Set<ImageReference.ID>),
        progress: (_ done: Int, _ total: Int, _ transfer: TransferProgress) -> Void
    ) async -> ImageSyncSummary {
        var summary = ImageSyncSummary()
        let totalBytes = plan.download.reduce(0) { $0 + max(0, $1.sizeInBytes) }
        var bytesDone = 0
        for (index, image) in plan.download.enumerated() {
            progress(index, plan.download.count, TransferProgress(receivedBytes: bytesDone, expectedBytes: totalBytes))
            bytesDone += max(0, image.sizeInBytes)
            do throws(ImageDownloadFailure) {
                try await download(image)
                summary.downloaded += 1
            } catch {
                summary.failures.append(error)
            }
        }
        if !plan.remove.isEmpty {
            do throws(StoreError) {
                try store.remove(plan.remove)
                summary.removed = plan.remove.count
            } catch {
                summary.failures += plan.remove.sorted().map { ImageDownloadFailure(image: $0, reason: error.description) }
            }
        }
        return summary
    }

    private func download(_ image: ImageReference) async throws(ImageDownloadFailure) {
        func failure(_ reason: String) -> ImageDownloadFailure {
            ImageDownloadFailure(image: image.id, reason: reason)
        }
        if image.sizeInBytes > Self.maximumBytes {
            throw failure("it is \(image.sizeInBytes) bytes; images up to \(Self.maximumBytes) bytes are downloaded")
        }
        if max(image.width, image.height) > Self.maximumDimension {
            throw failure(
                "it is \(image.width) × \(image.height) pixels; images up to \(Self.maximumDimension) on a side are downloaded")
        }
        let bytes: [UInt8]
        do throws(ConventionAPIError) {
            bytes = try await api.fetchImage(image)
        } catch {
            throw failure(error.description)
        }
        guard bytes.count <= Self.maximumBytes else {
            throw failure("it arrived with \(bytes.count) bytes; images up to \(Self.maximumBytes) bytes are kept")
        }
        let hash = ImageReference.contentHash(of: bytes)
        guard image.contentHash.isEmpty || hash == image.contentHash else {
            throw failure("what arrived does not match its hash (SHA-1 \(hash), expected \(image.contentHash)); it was not kept")
        }
        do throws(StoreError) {
            try store.save(bytes, for: image)
        } catch {
            throw failure(error.description)
        }
    }
}
