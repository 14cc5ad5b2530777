public import ConbookCore
import Synchronization

/// A data source whose requests wait until the test answers them, to observe a sync in flight.
public final class ControllableConventionAPI: ConventionAPI {
    private let state = Mutex(State())

    private struct State {
        var pending: [CheckedContinuation<Result<SyncResponse, ConventionAPIError>, Never>] = []
        var requests: [Instant?] = []
        var progressReporters: [@Sendable (TransferProgress) -> Void] = []
    }

    /// Creates a source with no request waiting.
    public init() {}

    /// The `since` of every request so far, in order.
    public var requests: [Instant?] {
        state.withLock { $0.requests }
    }

    /// How many requests are waiting for an answer.
    public var pendingRequestCount: Int {
        state.withLock { $0.pending.count }
    }

    /// Answers every waiting request with a result.
    public func complete(with result: Result<SyncResponse, ConventionAPIError>) {
        let waiting = state.withLock { state in
            defer { state.pending.removeAll() }
            return state.pending
        }
        for continuation in waiting {
            continuation.resume(returning: result)
        }
    }

    /// Tells every waiting request's sync how much of its download has arrived, as a source over
    /// HTTP would while the body comes in.
    public func reportProgress(_ progress: TransferProgress) {
        let reporters = state.withLock { $0.progressReporters }
        for report in reporters { report(progress) }
    }

    /// Waits (yielding to other tasks) until at least `count` requests are waiting.
    public func waitForPendingRequests(_ count: Int = 1) async {
        while pendingRequestCount < count {
            await Task.yield()
        }
    }

    public func fetchChanges(since: Instant?) async throws(ConventionAPIError) -> SyncResponse {
        try await fetchChanges(since: since, sourceVersion: nil, progress: { _ in })
    }

    public func fetchChanges(
        since: Instant?, sourceVersion: String?, progress: @escaping @Sendable (TransferProgress) -> Void
    ) async throws(ConventionAPIError) -> SyncResponse {
        let result = await withCheckedContinuation { continuation in
            state.withLock { state in
                state.requests.append(since)
                state.pending.append(continuation)
                state.progressReporters.append(progress)
            }
        }
        state.withLock { $0.progressReporters.removeAll() }
        return try result.get()
    }
}
