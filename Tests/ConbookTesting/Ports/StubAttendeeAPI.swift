public import ConbookCore
import Synchronization

/// A convention server's attendee services in memory, with the identity provider its tokens come
/// from (`identityProvider`, which it asks whether a token is accepted, as the Eurofurence server
/// asks its provider): it tells the attendee's profile, serves their messages, keeps the read
/// marks and feedback it is sent, and can be made to fail any request. It records what it was
/// asked, in order.
public final class StubAttendeeAPI: AttendeeAPI {
    /// A request as the server saw it.
    public enum Request: Hashable, Sendable {
        case profile(token: String)
        case messages(token: String)
        case markRead(PrivateMessage.ID, token: String)
        case feedback(EventFeedback, token: String)
        case pass(token: String)
    }

    private struct State {
        var requests: [Request] = []
        var messages: [PrivateMessage]
        var failures: [Failing: AttendeeAPIError] = [:]
        var readMarks: [PrivateMessage.ID] = []
        var feedback: [EventFeedback] = []
        var pass: BadgePass?
    }

    /// Which requests a failure applies to.
    public enum Failing: Hashable, Sendable {
        case profile, messages, markRead, feedback
        case pass
    }

    /// The identity provider whose access tokens it accepts.
    public let identityProvider: StubIdentityProvider
    /// What it knows of the attendee.
    public let attendeeProfile: AttendeeProfile
    private let state: Mutex<State>

    public let audience = "stub"

    /// Creates the server for an attendee, their profile and their messages.
    public init(identityProvider: StubIdentityProvider, profile: AttendeeProfile, messages: [PrivateMessage] = []) {
        self.identityProvider = identityProvider
        self.attendeeProfile = profile
        state = Mutex(State(messages: messages))
    }

    /// What it was asked, in order.
    public var requests: [Request] { state.withLock { $0.requests } }
    /// The read marks it took, in order.
    public var readMarks: [PrivateMessage.ID] { state.withLock { $0.readMarks } }
    /// The feedback it took, in order.
    public var feedback: [EventFeedback] { state.withLock { $0.feedback } }

    /// Makes every request of a kind fail with an error from now on (nil: succeed again).
    public func fail(_ kind: Failing, with error: AttendeeAPIError?) {
        state.withLock { $0.failures[kind] = error }
    }

    /// Replaces the messages it serves.
    public func serve(_ messages: [PrivateMessage]) {
        state.withLock { $0.messages = messages }
    }

    public func profile(with credential: Credential) async throws(AttendeeAPIError) -> AttendeeProfile {
        let failure = state.withLock { state in
            state.requests.append(.profile(token: credential.accessToken.secret))
            return state.failures[.profile]
        }
        if let failure { throw failure }
        try authorize(credential)
        return attendeeProfile
    }

    public func privateMessages(with credential: Credential) async throws(AttendeeAPIError) -> [PrivateMessage] {
        let (failure, messages) = state.withLock { state in
            state.requests.append(.messages(token: credential.accessToken.secret))
            return (state.failures[.messages], state.messages)
        }
        if let failure { throw failure }
        try authorize(credential)
        return messages
    }

    public func markRead(_ message: PrivateMessage.ID, with credential: Credential) async throws(AttendeeAPIError) {
        let failure = state.withLock { state in
            state.requests.append(.markRead(message, token: credential.accessToken.secret))
            return state.failures[.markRead]
        }
        if let failure { throw failure }
        try authorize(credential)
        state.withLock { $0.readMarks.append(message) }
    }

    public func sendFeedback(_ feedback: EventFeedback, with credential: Credential) async throws(AttendeeAPIError) {
        let failure = state.withLock { state in
            state.requests.append(.feedback(feedback, token: credential.accessToken.secret))
            return state.failures[.feedback]
        }
        if let failure { throw failure }
        try authorize(credential)
        state.withLock { $0.feedback.append(feedback) }
    }

    /// Serves a badge pass from now on (nil: answers `404`, no registration, as it does at first).
    public func servePass(_ pass: BadgePass?) {
        state.withLock { $0.pass = pass }
    }

    public func badgePass(with credential: Credential) async throws(AttendeeAPIError) -> BadgePass {
        let (failure, pass) = state.withLock { state in
            state.requests.append(.pass(token: credential.accessToken.secret))
            return (state.failures[.pass], state.pass)
        }
        if let failure { throw failure }
        try authorize(credential)
        guard let pass else { throw .serverError(status: 404) }
        return pass
    }

    private func authorize(_ credential: Credential) throws(AttendeeAPIError) {
        guard identityProvider.accepts(credential.accessToken) else { throw .unauthorized }
    }
}
