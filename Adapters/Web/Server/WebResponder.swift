/// What answers the requests a server reads: one attendee's pages (`WebApplication`) or the guide
/// for everyone (`WebGuide`).
@MainActor
public protocol WebResponder: AnyObject, Sendable {
    /// The answer to a request.
    func respond(to request: WebRequest) async -> WebResponse
}

extension WebApplication: WebResponder {}

extension WebGuide: WebResponder {}
