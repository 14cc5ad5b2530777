/// Port: the convention's data source (the Eurofurence API, a schedule export, a bundled file).
public protocol ConventionAPI: Sendable {
    /// Fetches the convention's data.
    ///
    /// - Parameter since: nil for a full sync; otherwise the `serverTime` of the previous
    ///   response, and the source may answer with only what changed since then.
    /// - Throws: `ConventionAPIError` describing what went wrong, in words a user can act on.
    func fetchChanges(since: Instant?) async throws(ConventionAPIError) -> SyncResponse
}
