/// Port: the convention's data source (the Eurofurence API, a schedule export, a bundled file).
public protocol ConventionAPI: Sendable {
    /// Fetches the convention's data.
    ///
    /// - Parameter since: nil for a full sync; otherwise the `serverTime` of the previous
    ///   response, and the source may answer with only what changed since then.
    /// - Throws: `ConventionAPIError` describing what went wrong, in words a user can act on.
    func fetchChanges(since: Instant?) async throws(ConventionAPIError) -> SyncResponse

    /// Fetches the convention's data, told the source's version of what is stored.
    ///
    /// - Parameter sourceVersion: the `sourceVersion` of the response stored last (nil when none).
    ///   A source that finds its data unchanged since that version may answer with no changes
    ///   (and the same version) instead of everything. By default, `fetchChanges(since:)`.
    func fetchChanges(since: Instant?, sourceVersion: String?) async throws(ConventionAPIError) -> SyncResponse
}

extension ConventionAPI {
    /// Sources without versions of their own ignore `sourceVersion`.
    public func fetchChanges(since: Instant?, sourceVersion: String?) async throws(ConventionAPIError) -> SyncResponse {
        try await fetchChanges(since: since)
    }
}
