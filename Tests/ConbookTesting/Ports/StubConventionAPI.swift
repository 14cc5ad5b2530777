public import ConbookCore
import Synchronization

/// A data source that answers with the results it was given, in order, and records what it was asked.
///
/// When only one result is left it is repeated, so a test that stubs one response can sync many times.
public final class StubConventionAPI: ConventionAPI {
    private let state: Mutex<State>

    private struct State {
        var results: [Result<SyncResponse, ConventionAPIError>]
        var requests: [Instant?] = []
        var tokens: [String?] = []
        var images: [ImageReference.ID: Result<[UInt8], ConventionAPIError>]?
        var imageRequests: [ImageReference.ID] = []
    }

    public let reportsItsOwnTime: Bool
    public let filtersByCaller: Bool

    /// Creates a source that answers with these results; `reportsItsOwnTime: false` makes it one
    /// whose responses carry this machine's time (as a schedule file's do); `filtersByCaller: true`
    /// one that answers each caller with their own view (as Eurofurence's API does), which is sent
    /// the attendee's login.
    public init(
        _ results: [Result<SyncResponse, ConventionAPIError>] = [], reportsItsOwnTime: Bool = true,
        filtersByCaller: Bool = false
    ) {
        state = Mutex(State(results: results))
        self.reportsItsOwnTime = reportsItsOwnTime
        self.filtersByCaller = filtersByCaller
    }

    /// Creates a source that always answers with one response.
    public convenience init(answering response: SyncResponse) {
        self.init([.success(response)])
    }

    /// Creates a source that always fails.
    public convenience init(failingWith error: ConventionAPIError) {
        self.init([.failure(error)])
    }

    /// Adds results to answer with after the current ones.
    public func enqueue(_ results: Result<SyncResponse, ConventionAPIError>...) {
        state.withLock { $0.results.append(contentsOf: results) }
    }

    /// Replaces every pending result with one, answered from now on.
    public func answer(with result: Result<SyncResponse, ConventionAPIError>) {
        state.withLock { $0.results = [result] }
    }

    /// Serves images from now on: each image's bytes, or the error its download fails with; an
    /// image not listed fails as a 404. Until this is called, the source serves no images.
    public func serveImages(_ images: [ImageReference.ID: Result<[UInt8], ConventionAPIError>]) {
        state.withLock { $0.images = images }
    }

    /// The images downloaded so far, in order.
    public var imageRequests: [ImageReference.ID] {
        state.withLock { $0.imageRequests }
    }

    public var providesImages: Bool {
        state.withLock { $0.images != nil }
    }

    public func fetchImage(_ image: ImageReference) async throws(ConventionAPIError) -> [UInt8] {
        let result = state.withLock { state -> Result<[UInt8], ConventionAPIError> in
            state.imageRequests.append(image.id)
            return state.images?[image.id] ?? .failure(.serverError(status: 404, reason: "Not Found"))
        }
        return try result.get()
    }

    /// The `since` of every request so far, in order (nil for full syncs).
    public var requests: [Instant?] {
        state.withLock { $0.requests }
    }

    /// The access token each request carried so far, in order (nil: none).
    public var tokens: [String?] {
        state.withLock { $0.tokens }
    }

    public func fetchChanges(
        since: Instant?, sourceVersion: String?, credential: Credential?,
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(ConventionAPIError) -> SyncResponse {
        state.withLock { $0.tokens.append(credential?.accessToken.secret) }
        return try await fetchChanges(since: since)
    }

    public func fetchChanges(since: Instant?) async throws(ConventionAPIError) -> SyncResponse {
        let result = state.withLock { state -> Result<SyncResponse, ConventionAPIError> in
            state.requests.append(since)
            guard let first = state.results.first else {
                return .failure(.unreachable("the stub has no response to give"))
            }
            if state.results.count > 1 {
                state.results.removeFirst()
            }
            return first
        }
        return try result.get()
    }
}
