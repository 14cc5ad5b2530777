import ConbookCore

extension EurofurenceWire {
    /// What is known about an image.
    struct Image: Decodable {
        var id: String
        var internalReference: String?
        var width: Int?
        var height: Int?
        var sizeInBytes: Int?
        var mimeType: String?
        var contentHashSha1: String?
        var url: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id", internalReference = "InternalReference", width = "Width", height = "Height"
            case sizeInBytes = "SizeInBytes", mimeType = "MimeType", contentHashSha1 = "ContentHashSha1", url = "Url"
        }
    }
}

extension ImageReference: EurofurenceSyncedKind {
    static var eurofurenceNode: String { "Images" }
    static var isEurofurenceNodeRequired: Bool { true }

    /// Missing details are empty or zero; an empty URL is none.
    static func fromEurofurence(
        _ wire: EurofurenceWire.Image, at path: String, mapper: EurofurenceEntityMapper
    ) throws(ConventionAPIError) -> ImageReference {
        ImageReference(
            id: try mapper.identifier(wire.id, at: "\(path).Id"),
            internalReference: wire.internalReference ?? "",
            width: wire.width ?? 0,
            height: wire.height ?? 0,
            sizeInBytes: wire.sizeInBytes ?? 0,
            mimeType: wire.mimeType ?? "",
            contentHash: wire.contentHashSha1 ?? "",
            url: wire.url.flatMap { $0.isEmpty ? nil : $0 }
        )
    }
}
