/// Use case: look at a picture of the convention (a map, a dealer's art, an event's poster).
@MainActor
public struct ViewImageUseCase {
    let repository: ConventionRepository
    let store: (any ImageStore)?

    /// The picture with an identifier: its bytes when they are kept (or those of its previous
    /// version while the current one could not be downloaded), else what is known of it.
    public func image(_ id: ImageReference.ID?) -> ImageContent {
        guard let id, let reference = repository.outline?[ImageReference.self][id] else { return .none }
        guard let store, let kept = try? store.storedImages()[id], let bytes = try? store.bytes(of: id) else {
            return .notDownloaded(reference)
        }
        return kept == reference.contentHash
            ? .downloaded(reference, bytes: bytes) : .previousVersion(reference, bytes: bytes)
    }
}
