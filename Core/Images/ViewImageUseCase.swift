/// Use case: look at a picture of the convention (a map, a dealer's art, an event's poster).
@MainActor
public struct ViewImageUseCase {
    let repository: ConventionRepository
    let store: (any ImageStore)?

    /// The picture with an identifier: its bytes when they are kept, else what is known of it.
    public func image(_ id: ImageReference.ID?) -> ImageContent {
        guard let id, let reference = repository.outline?[ImageReference.self][id] else { return .none }
        guard let store, let kept = try? store.storedImages()[id], kept == reference.contentHash,
            let bytes = try? store.bytes(of: id)
        else { return .notDownloaded(reference) }
        return .downloaded(reference, bytes: bytes)
    }
}
