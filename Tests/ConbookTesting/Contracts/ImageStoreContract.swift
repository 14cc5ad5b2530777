public import ConbookCore

/// The specification of `ImageStore` as checks that every implementation must pass: the
/// in-memory fake, the SQLite image store, or an embedder's own.
///
/// ```swift
/// #expect(ImageStoreContract(makeEmptyStore: { InMemoryImageStore() }).violations() == [])
/// ```
///
/// Each check starts from a new empty store. The checks: an empty store keeps nothing; saved
/// images read back byte for byte with their hashes, binary bytes included; a new version
/// replaces the old; two images with the same bytes are both kept, and removing one leaves the
/// other; removing images forgets exactly those (and unknown ones are ignored); and, when
/// `reopenStore` is given, a new store over the same location sees what the first one kept.
public struct ImageStoreContract {
    /// Makes a store with nothing in it, at a location of its own.
    public typealias MakeStore = @MainActor () throws -> any ImageStore
    /// Makes a new store over the same location as the given one.
    public typealias ReopenStore = @MainActor (any ImageStore) throws -> any ImageStore

    private let makeEmptyStore: MakeStore
    private let reopenStore: ReopenStore?

    /// Creates the contract over a way to make empty stores and, optionally, to reopen one.
    public init(makeEmptyStore: @escaping MakeStore, reopenStore: ReopenStore? = nil) {
        self.makeEmptyStore = makeEmptyStore
        self.reopenStore = reopenStore
    }

    /// Binary bytes (every byte value, twice) with their SHA-1 in Base64.
    static let binary = (
        bytes: [UInt8]((0...255).map(UInt8.init)) + (0...255).map(UInt8.init), hash: "2+ZJ2ro0C856RLgJAW2RSDm5nxA="
    )

    /// Every broken promise, as sentences; empty when the store keeps the contract.
    @MainActor
    public func violations() -> [String] {
        var violations: [String] = []
        violations += run("an empty store") { store in
            try store.storedImages().isEmpty ? [] : ["an empty store keeps images"]
        }
        violations += run("save then read") { try checkRoundTrip($0) }
        violations += run("a new version") { try checkReplacement($0) }
        violations += run("the same bytes twice") { try checkSharedBytes($0) }
        violations += run("removing") { try checkRemoval($0) }
        if let reopenStore {
            violations += run("a reopened store") { store in try checkReopening(store, reopenStore) }
        }
        return violations
    }

    private var venue: ImageReference { SampleConvention.venueImage }
    private var den: ImageReference { SampleConvention.denImage }
    private var venueBytes: [UInt8] { SampleConvention.imageBytes[venue.id]! }
    private var denBytes: [UInt8] { SampleConvention.imageBytes[den.id]! }

    @MainActor
    private func run(_ name: String, _ check: @MainActor (any ImageStore) throws -> [String]) -> [String] {
        do {
            let store = try makeEmptyStore()
            return try check(store).map { "\(name): \($0)" }
        } catch {
            return ["\(name): threw \(error)"]
        }
    }

    @MainActor
    private func checkRoundTrip(_ store: any ImageStore) throws -> [String] {
        var binaryImage = den
        binaryImage.id = "image-binary"
        binaryImage.contentHash = Self.binary.hash
        try store.save(venueBytes, for: venue)
        try store.save(Self.binary.bytes, for: binaryImage)
        var violations: [String] = []
        let kept = try store.storedImages()
        if kept != [venue.id: venue.contentHash, binaryImage.id: binaryImage.contentHash] {
            violations.append("keeps \(kept)")
        }
        if try store.bytes(of: venue.id) != venueBytes {
            violations.append("the venue's bytes read back differently")
        }
        if try store.bytes(of: binaryImage.id) != Self.binary.bytes {
            violations.append("binary bytes read back differently")
        }
        if try store.bytes(of: "image-unknown") != nil {
            violations.append("an image never saved has bytes")
        }
        return violations
    }

    @MainActor
    private func checkReplacement(_ store: any ImageStore) throws -> [String] {
        try store.save(venueBytes, for: venue)
        var redrawn = venue
        redrawn.contentHash = den.contentHash
        try store.save(denBytes, for: redrawn)
        var violations: [String] = []
        if try store.storedImages() != [venue.id: den.contentHash] {
            violations.append("keeps \(try store.storedImages()) after a new version")
        }
        if try store.bytes(of: venue.id) != denBytes {
            violations.append("the new version's bytes are not the ones read")
        }
        return violations
    }

    @MainActor
    private func checkSharedBytes(_ store: any ImageStore) throws -> [String] {
        var copy = venue
        copy.id = "image-venue-copy"
        try store.save(venueBytes, for: venue)
        try store.save(venueBytes, for: copy)
        try store.remove([venue.id])
        var violations: [String] = []
        if try store.storedImages() != [copy.id: venue.contentHash] {
            violations.append("keeps \(try store.storedImages()) after removing one of two images with the same bytes")
        }
        if try store.bytes(of: copy.id) != venueBytes {
            violations.append("the image left lost its bytes when the other was removed")
        }
        return violations
    }

    @MainActor
    private func checkRemoval(_ store: any ImageStore) throws -> [String] {
        try store.save(venueBytes, for: venue)
        try store.save(denBytes, for: den)
        try store.remove([den.id, "image-never-kept"])
        var violations: [String] = []
        if try store.storedImages() != [venue.id: venue.contentHash] {
            violations.append("keeps \(try store.storedImages()) after removing the den")
        }
        if try store.bytes(of: den.id) != nil {
            violations.append("a removed image still has bytes")
        }
        return violations
    }

    @MainActor
    private func checkReopening(_ store: any ImageStore, _ reopen: ReopenStore) throws -> [String] {
        try store.save(venueBytes, for: venue)
        let reopened = try reopen(store)
        var violations: [String] = []
        if try reopened.storedImages() != [venue.id: venue.contentHash] {
            violations.append("a reopened store keeps \(try reopened.storedImages())")
        }
        if try reopened.bytes(of: venue.id) != venueBytes {
            violations.append("a reopened store reads other bytes")
        }
        return violations
    }
}
