public import ConbookCore
import Synchronization

/// A convention server's attendee services in memory: it accepts one attendee's login, serves
/// their messages, keeps the read marks and feedback it is sent, and can be made to fail any
/// request. It records what it was asked, in order (never the password).
public final class StubAttendeeAPI: AttendeeAPI {
    /// A request as the server saw it.
    public enum Request: Hashable, Sendable {
        case login(registrationNumber: Int, username: String)
        case messages(token: String)
        case markRead(PrivateMessage.ID, token: String)
        case feedback(EventFeedback, token: String?)
    }

    private struct State {
        var requests: [Request] = []
        var messages: [PrivateMessage]
        var failures: [Failing: AttendeeAPIError] = [:]
        var readMarks: [PrivateMessage.ID] = []
        var feedback: [EventFeedback] = []
    }

    /// Which requests a failure applies to.
    public enum Failing: Hashable, Sendable {
        case login, messages, markRead, feedback
    }

    /// The attendee it accepts: registration number, username and password.
    public let attendee: (registrationNumber: Int, username: String, password: String)
    /// The credential a login with them gets.
    public let credential: Credential
    private let state: Mutex<State>

    /// Creates the server for an attendee and their messages.
    public init(
        attendee: (registrationNumber: Int, username: String, password: String) = (42, "Some Guy", "p4s5w0rd"),
        credential: Credential, messages: [PrivateMessage] = []
    ) {
        self.attendee = attendee
        self.credential = credential
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

    public func login(_ request: LoginRequest) async throws(AttendeeAPIError) -> Credential {
        let failure = state.withLock { state in
            state.requests.append(.login(registrationNumber: request.registrationNumber, username: request.username))
            return state.failures[.login]
        }
        if let failure { throw failure }
        guard request.registrationNumber == attendee.registrationNumber, request.username == attendee.username,
            request.password == attendee.password
        else { throw .unauthorized }
        return credential
    }

    public func privateMessages(with credential: Credential) async throws(AttendeeAPIError) -> [PrivateMessage] {
        let (failure, messages) = state.withLock { state in
            state.requests.append(.messages(token: credential.token.secret))
            return (state.failures[.messages], state.messages)
        }
        if let failure { throw failure }
        try authorize(credential)
        return messages
    }

    public func markRead(_ message: PrivateMessage.ID, with credential: Credential) async throws(AttendeeAPIError) {
        let failure = state.withLock { state in
            state.requests.append(.markRead(message, token: credential.token.secret))
            return state.failures[.markRead]
        }
        if let failure { throw failure }
        try authorize(credential)
        state.withLock { $0.readMarks.append(message) }
    }

    public func sendFeedback(_ feedback: EventFeedback, with credential: Credential?) async throws(AttendeeAPIError) {
        let failure = state.withLock { state in
            state.requests.append(.feedback(feedback, token: credential?.token.secret))
            return state.failures[.feedback]
        }
        if let failure { throw failure }
        state.withLock { $0.feedback.append(feedback) }
    }

    private func authorize(_ credential: Credential) throws(AttendeeAPIError) {
        guard credential.token == self.credential.token else { throw .unauthorized }
    }
}
