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
        case favourites(token: String)
        case setFavourite(Event.ID, Bool, token: String)
        case pass(token: String)
        case lostAndFound(token: String)
        case latestAlleyRegistration(token: String)
        case alleyCheckOut(token: String)
        case alleyTableRequest(ArtistAlleyTableRequest, token: String)
    }

    private struct State {
        var requests: [Request] = []
        var messages: [PrivateMessage]
        var failures: [Failing: AttendeeAPIError] = [:]
        var readMarks: [PrivateMessage.ID] = []
        var feedback: [EventFeedback] = []
        var profile: AttendeeProfile
        var favourites: Set<Event.ID>?
        var knownEvents: Set<Event.ID>?
        var pass: BadgePass?
        var lostAndFound: [LostAndFoundItem] = []
        var alleyRegistration: ArtistAlleyRegistration?
        var alleyAnswer = ArtistAlleyRequestAnswer.received
    }

    /// Which requests a failure applies to.
    public enum Failing: Hashable, Sendable {
        case profile, messages, markRead, feedback, favourites, setFavourite, pass
        case lostAndFound
        case alleyRegistration, alleyCheckOut, alleyTableRequest
    }

    /// The identity provider whose access tokens it accepts.
    public let identityProvider: StubIdentityProvider
    private let state: Mutex<State>

    public let audience = "stub"

    /// Creates the server for an attendee, their profile and their messages.
    public init(identityProvider: StubIdentityProvider, profile: AttendeeProfile, messages: [PrivateMessage] = []) {
        self.identityProvider = identityProvider
        state = Mutex(State(messages: messages, profile: profile))
    }

    /// What it knows of the attendee.
    public var attendeeProfile: AttendeeProfile { state.withLock { $0.profile } }

    /// Replaces what it knows of the attendee (e.g. a role given at the convention).
    public func setProfile(_ profile: AttendeeProfile) {
        state.withLock { $0.profile = profile }
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

    /// Keeps the attendee's favourites from now on, starting with these; `knownEvents` (nil: every
    /// event) are the events it knows, others it refuses with a `404`. Until this is called, it
    /// keeps no favourites.
    public func keepFavourites(_ favourites: Set<Event.ID>, knownEvents: Set<Event.ID>? = nil) {
        state.withLock {
            $0.favourites = favourites
            $0.knownEvents = knownEvents
        }
    }

    /// The favourites it keeps (nil: it keeps none).
    public var serverFavourites: Set<Event.ID>? { state.withLock { $0.favourites } }

    public var keepsFavourites: Bool { state.withLock { $0.favourites != nil } }

    public func favourites(with credential: Credential) async throws(AttendeeAPIError) -> Set<Event.ID> {
        let (failure, favourites) = state.withLock { state in
            state.requests.append(.favourites(token: credential.accessToken.secret))
            return (state.failures[.favourites], state.favourites)
        }
        if let failure { throw failure }
        try authorize(credential)
        guard let favourites else { throw .serverError(status: 404) }
        return favourites
    }

    /// The address of the favourites' calendar it gives (with the token in it, as a secret).
    public static let calendarAddress = "https://stub.example/Events/Favorites/calendar.ics?token=CAL-SECRET-91"

    public func favouritesCalendarAddress(with credential: Credential) async throws(AttendeeAPIError) -> String {
        try authorize(credential)
        guard keepsFavourites else { throw .serverError(status: 501) }
        return Self.calendarAddress
    }

    public func setFavourite(
        _ event: Event.ID, _ isFavourite: Bool, with credential: Credential
    ) async throws(AttendeeAPIError) {
        let failure = state.withLock { state in
            state.requests.append(.setFavourite(event, isFavourite, token: credential.accessToken.secret))
            return state.failures[.setFavourite]
        }
        if let failure { throw failure }
        try authorize(credential)
        try state.withLock { state throws(AttendeeAPIError) in
            guard state.favourites != nil, state.knownEvents?.contains(event) ?? true else { throw .serverError(status: 404) }
            if isFavourite {
                state.favourites?.insert(event)
            } else {
                state.favourites?.remove(event)
            }
        }
    }

    /// Replaces the messages it serves.
    public func serve(_ messages: [PrivateMessage]) {
        state.withLock { $0.messages = messages }
    }

    public func profile(with credential: Credential) async throws(AttendeeAPIError) -> AttendeeProfile {
        let (failure, profile) = state.withLock { state in
            state.requests.append(.profile(token: credential.accessToken.secret))
            return (state.failures[.profile], state.profile)
        }
        if let failure { throw failure }
        try authorize(credential)
        return profile
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

    /// Serves the attendee's latest artist alley registration from now on (nil: answers `404`,
    /// none, as it does at first).
    public func serveAlleyRegistration(_ registration: ArtistAlleyRegistration?) {
        state.withLock { $0.alleyRegistration = registration }
    }

    /// The artist alley registration it keeps (a request makes a pending one; a check-out deletes it).
    public var alleyRegistration: ArtistAlleyRegistration? { state.withLock { $0.alleyRegistration } }

    /// Answers table requests so from now on: `.received` (at first) keeps a pending registration
    /// of the request, `.refused` keeps nothing.
    public func answerAlleyRequests(with answer: ArtistAlleyRequestAnswer) {
        state.withLock { $0.alleyAnswer = answer }
    }

    public func latestArtistAlleyRegistration(
        with credential: Credential
    ) async throws(AttendeeAPIError) -> ArtistAlleyRegistration {
        let (failure, registration) = state.withLock { state in
            state.requests.append(.latestAlleyRegistration(token: credential.accessToken.secret))
            return (state.failures[.alleyRegistration], state.alleyRegistration)
        }
        if let failure { throw failure }
        try authorize(credential)
        guard let registration else { throw .serverError(status: 404) }
        return registration
    }

    public func checkOutOfArtistAlley(with credential: Credential) async throws(AttendeeAPIError) {
        let failure = state.withLock { state in
            state.requests.append(.alleyCheckOut(token: credential.accessToken.secret))
            return state.failures[.alleyCheckOut]
        }
        if let failure { throw failure }
        try authorize(credential)
        try state.withLock { state throws(AttendeeAPIError) in
            guard state.alleyRegistration != nil else { throw .serverError(status: 404) }
            state.alleyRegistration = nil
        }
    }

    public func requestArtistAlleyTable(
        _ request: ArtistAlleyTableRequest, with credential: Credential
    ) async throws(AttendeeAPIError) -> ArtistAlleyRequestAnswer {
        let failure = state.withLock { state in
            state.requests.append(.alleyTableRequest(request, token: credential.accessToken.secret))
            return state.failures[.alleyTableRequest]
        }
        if let failure { throw failure }
        try authorize(credential)
        return state.withLock { state in
            if state.alleyAnswer == .received {
                state.alleyRegistration = ArtistAlleyRegistration(
                    id: state.alleyRegistration?.id ?? "alley-registration", state: .pending,
                    displayName: request.displayName, shortDescription: request.shortDescription,
                    location: request.location, websiteURL: request.websiteURL, telegramHandle: request.telegramHandle)
            }
            return state.alleyAnswer
        }
    }

    private func authorize(_ credential: Credential) throws(AttendeeAPIError) {
        guard identityProvider.accepts(credential.accessToken) else { throw .unauthorized }
    }

    /// Serves these lost & found items from now on (none at first).
    public func serveLostAndFound(_ items: [LostAndFoundItem]) {
        state.withLock { $0.lostAndFound = items }
    }

    public func lostAndFoundItems(with credential: Credential) async throws(AttendeeAPIError) -> [LostAndFoundItem] {
        let (failure, items) = state.withLock { state in
            state.requests.append(.lostAndFound(token: credential.accessToken.secret))
            return (state.failures[.lostAndFound], state.lostAndFound)
        }
        if let failure { throw failure }
        try authorize(credential)
        return items
    }
}
