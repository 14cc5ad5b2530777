import ConbookCore

extension StoredKinds {
    /// Image references: `images`.
    static let images = StoredKind<ImageReference>(table: StoredTable(name: "images", record: ImageRecord.self))
}

/// An image reference in its table's `entity` column (since schema 1; `url` since schema 4, absent
/// when the source gave none).
struct ImageRecord: StoredRecord {
    var id: String
    var internalReference: String
    var width: Int
    var height: Int
    var sizeInBytes: Int
    var mimeType: String
    var contentHash: String
    var url: String?

    init(_ image: ImageReference) {
        id = image.id.rawValue
        internalReference = image.internalReference
        width = image.width
        height = image.height
        sizeInBytes = image.sizeInBytes
        mimeType = image.mimeType
        contentHash = image.contentHash
        url = image.url
    }

    func value() throws(SQLiteFailure) -> ImageReference {
        ImageReference(
            id: ImageReference.ID(id), internalReference: internalReference, width: width, height: height,
            sizeInBytes: sizeInBytes, mimeType: mimeType, contentHash: contentHash, url: url)
    }
}
