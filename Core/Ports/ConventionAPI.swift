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
    /// - Parameters:
    ///   - since: nil for a full sync; otherwise the `serverTime` of the previous response.
    ///   - sourceVersion: the `sourceVersion` of the response stored last (nil when none). A source
    ///     that finds its data unchanged since that version may answer with no changes (and the
    ///     same version) instead of everything. By default, `fetchChanges(since:)`.
    func fetchChanges(since: Instant?, sourceVersion: String?) async throws(ConventionAPIError) -> SyncResponse

    /// Fetches the convention's data as `fetchChanges(since:sourceVersion:)` does, reporting how
    /// much of the download has arrived as it arrives (from any thread; a few times a second at
    /// most is enough). By default, reports nothing.
    func fetchChanges(
        since: Instant?, sourceVersion: String?, progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(ConventionAPIError) -> SyncResponse

    /// Fetches the convention's data as `fetchChanges(since:sourceVersion:progress:)` does, for an
    /// attendee: a source that answers each caller with their own view (`filtersByCaller`) gets
    /// the access token of their login, so that it answers with what they may see. An adapter
    /// sends the credential only to the API it is for (`Credential.audience`), only over a safe
    /// connection, and never to a redirect. By default, the credential is not sent.
    ///
    /// - Parameters:
    ///   - since: nil for a full sync; otherwise the `serverTime` of the previous response.
    ///   - sourceVersion: the `sourceVersion` of the response stored last (nil when none).
    ///   - credential: the attendee's login, fresh (nil: anonymous).
    ///   - progress: told how much of the download has arrived, as it arrives.
    func fetchChanges(
        since: Instant?, sourceVersion: String?, credential: Credential?,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(ConventionAPIError) -> SyncResponse

    /// Whether the source answers each caller with their own view (items only staff may see,
    /// announcements for some groups) and sends no deletion when that view shrinks: the Core then
    /// syncs in full whenever the attendee, or their roles, change. By default, false.
    var filtersByCaller: Bool { get }

    /// Whether a response's `serverTime` is the source's own clock (a server that says its time,
    /// as Eurofurence's API does); false for a source without one, whose responses carry this
    /// machine's time at the download (schedule files and exports). By default, true.
    var reportsItsOwnTime: Bool { get }

    /// Whether the source serves the bytes of its images (`fetchImage(_:)`). By default, no.
    var providesImages: Bool { get }

    /// Fetches the bytes of an image the source named.
    /// - Throws: `ConventionAPIError` describing what went wrong. By default, `.unreachable`.
    func fetchImage(_ image: ImageReference) async throws(ConventionAPIError) -> [UInt8]
}

extension ConventionAPI {
    /// Sources answer everyone alike unless they say otherwise.
    public var filtersByCaller: Bool { false }

    /// Sources that answer everyone alike are not sent the attendee's login.
    public func fetchChanges(
        since: Instant?, sourceVersion: String?, credential: Credential?,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(ConventionAPIError) -> SyncResponse {
        try await fetchChanges(since: since, sourceVersion: sourceVersion, progress: progress)
    }

    /// Sources report their own time unless they say otherwise.
    public var reportsItsOwnTime: Bool { true }

    /// Sources serve no images unless they say so.
    public var providesImages: Bool { false }

    /// Sources that serve no images refuse every request for one.
    public func fetchImage(_ image: ImageReference) async throws(ConventionAPIError) -> [UInt8] {
        throw .unreachable("this source serves no images")
    }

    /// Sources that cannot tell how a download goes report nothing.
    public func fetchChanges(
        since: Instant?, sourceVersion: String?, progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(ConventionAPIError) -> SyncResponse {
        try await fetchChanges(since: since, sourceVersion: sourceVersion)
    }

    /// Sources without versions of their own ignore `sourceVersion`.
    public func fetchChanges(since: Instant?, sourceVersion: String?) async throws(ConventionAPIError) -> SyncResponse {
        try await fetchChanges(since: since)
    }
}
