public import ConbookCore

/// The specification of `ConventionAPI` as checks: whatever a source is told to serve, it hands
/// back unchanged as a `SyncResponse`, through whatever format and transport it uses.
///
/// The factory is given the response to serve and makes a source that serves it: a stub
/// answering it, a file written in the source's format, or a local server sending it.
///
/// ```swift
/// let contract = ConventionAPIContract(makeAPIServing: { response in StubConventionAPI(answering: response) })
/// #expect(await contract.violations() == [])
/// ```
///
/// The checks: a full sync of a convention that sets every field (`ContractSamples.richFullSync`)
/// comes back equal (entity lists compared in any order); a delta with changes and deletions in
/// every node comes back equal when asked with `since`; an empty delta comes back empty.
public struct ConventionAPIContract {
    /// Makes a source that serves the given response.
    public typealias MakeAPI = @MainActor (SyncResponse) async throws -> any ConventionAPI

    /// What a source's format keeps of a response: for a format that drops some fields (a newer
    /// server no longer sends them), the response as the source can give it back.
    public typealias FormatKeeps = @Sendable (SyncResponse) -> SyncResponse

    private let makeAPIServing: MakeAPI
    private let formatKeeps: FormatKeeps

    /// Creates the contract over a way to make a source serving a response, whose format keeps
    /// what `formatKeeps` says (by default, everything).
    public init(formatKeeps: @escaping FormatKeeps = { $0 }, makeAPIServing: @escaping MakeAPI) {
        self.makeAPIServing = makeAPIServing
        self.formatKeeps = formatKeeps
    }

    /// Every broken promise, as sentences; empty when the source keeps the contract.
    @MainActor
    public func violations() async -> [String] {
        let fullSync = ContractSamples.richFullSync
        let later = fullSync.serverTime.advanced(by: .seconds(60))
        let cases: [(String, SyncResponse, Instant?)] = [
            ("a full sync", fullSync, nil),
            ("a delta", ContractSamples.richDelta, fullSync.serverTime),
            ("an empty delta", SampleConvention.emptyDelta(serverTime: later), fullSync.serverTime),
        ]
        var violations: [String] = []
        for (name, served, since) in cases {
            violations += await check(name, serving: served, since: since)
        }
        return violations
    }

    @MainActor
    private func check(_ name: String, serving served: SyncResponse, since: Instant?) async -> [String] {
        let api: any ConventionAPI
        do {
            api = try await makeAPIServing(served)
        } catch {
            return ["\(name): making the source threw \(error)"]
        }
        do throws(ConventionAPIError) {
            let received = try await api.fetchChanges(since: since)
            return ContractDifferences.between(expected: formatKeeps(served), actual: received).map { "\(name): \($0)" }
        } catch {
            return ["\(name): fetching threw \(error)"]
        }
    }
}
