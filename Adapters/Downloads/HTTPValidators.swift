import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What identifies the version of a downloaded body: the response's `ETag` and `Last-Modified`
/// headers, sent back on the next request so that an unchanged body need not be downloaded again.
public struct HTTPValidators: Sendable, Hashable, Codable {
    /// The `ETag` header, as sent (quotes and `W/` included).
    public var etag: String?
    /// The `Last-Modified` header, as sent.
    public var lastModified: String?

    /// Creates validators.
    public init(etag: String?, lastModified: String?) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// The validators of a response; nil when it has neither header.
    init?(response: HTTPURLResponse?) {
        let etag = response?.value(forHTTPHeaderField: "ETag").flatMap { $0.isEmpty ? nil : $0 }
        let lastModified = response?.value(forHTTPHeaderField: "Last-Modified").flatMap { $0.isEmpty ? nil : $0 }
        guard etag != nil || lastModified != nil else { return nil }
        self.init(etag: etag, lastModified: lastModified)
    }
}
