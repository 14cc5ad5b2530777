/// What answers the requests a server reads: one attendee's pages (`WebApplication`) or the guide
/// for everyone (`WebGuide`).
@MainActor
public protocol WebResponder: AnyObject, Sendable {
    /// The answer to a request.
    func respond(to request: WebRequest) async -> WebResponse

    /// The answer to a request that needs no main actor (a page already written), from the
    /// server's own thread; nil when `respond(to:)` must answer it.
    nonisolated func keptAnswer(to request: WebRequest) -> WebResponse?
}

extension WebResponder {
    /// None: every request is answered on the main actor.
    public nonisolated func keptAnswer(to request: WebRequest) -> WebResponse? { nil }
}

extension WebApplication: WebResponder {}

extension WebGuide: WebResponder {}
