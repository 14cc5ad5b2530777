public import ConbookCore
import ConbookDownloads
import ConbookTime
public import Foundation

/// The Eurofurence API's attendee services over HTTP with `URLSession`, with an access token of
/// the convention's OpenID Connect provider (the server checks it by introspection; its own
/// token login, `Tokens/RegSys`, was removed in 2024):
/// - the profile: `GET {baseURL}/Users/:self`, `{"Roles": [...], "Registrations": [{"Id", "Status"}]}`;
/// - messages: `GET {baseURL}/Communication/PrivateMessages`;
/// - a read mark: `POST {baseURL}/Communication/PrivateMessages/{id}/Read` with the body `true`
///   (a `400` since 2024 means it was read already: no failure);
/// - feedback: `POST {baseURL}/EventFeedback` with `{"EventId", "Rating", "Message"}`.
///
/// The token goes as `BearerAuthorization` says: in `Authorization: Bearer …`, only to the API it
/// is for, only over `https` (plain `http` only to this machine, for tests), and never to a
/// redirect: a redirect is refused (`.refusedUnsafe`).
/// Statuses: `401` → `.unauthorized`, `403` → `.forbidden`, other errors → `.serverError`.
public struct EurofurenceAttendeeAPI: AttendeeAPI {
    /// The API's base URL, e.g. `https://app.eurofurence.org/EF27/api`.
    public let baseURL: URL
    /// How long to wait for the server to answer, and between parts of its answer.
    public let timeout: Duration
    /// The largest answer accepted.
    public let maximumResponseBytes: Int

    /// Creates a client of the attendee services at `baseURL`.
    public init(baseURL: URL, timeout: Duration = .seconds(30), maximumResponseBytes: Int = 4 * 1024 * 1024) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.maximumResponseBytes = maximumResponseBytes
    }

    /// The name of this API in the credentials for it: its base URL without a trailing `/`.
    public var audience: String { authorization.audience }

    private var authorization: BearerAuthorization { BearerAuthorization(baseURL: baseURL) }

    public func profile(with credential: Credential) async throws(AttendeeAPIError) -> AttendeeProfile {
        let answer: EurofurenceWire.UserSelf = try decoded(
            try await send("GET", "Users/:self", credential: credential, body: nil), what: "the account (Users/:self)")
        return AttendeeProfile(
            roles: answer.roles ?? [],
            registrations: (answer.registrations ?? []).map {
                AttendeeRegistration(number: $0.id, status: $0.status ?? "Unknown")
            })
    }

    public func privateMessages(with credential: Credential) async throws(AttendeeAPIError) -> [PrivateMessage] {
        let wire: [EurofurenceWire.PrivateMessage] = try decoded(
            try await send("GET", "Communication/PrivateMessages", credential: credential, body: nil),
            what: "the private messages")
        return try wire.map { message throws(AttendeeAPIError) in
            let received = message.receivedDateTimeUtc ?? message.createdDateTimeUtc
            // Since 2024 the server writes its database's dates without a zone: they are UTC.
            guard let receivedAt = received.flatMap({ ISO8601Timestamp.parse($0, readingNoZoneAs: 0) }) else {
                throw .malformed("message \(message.id) has no time it was received")
            }
            return PrivateMessage(
                id: PrivateMessage.ID(message.id), authorName: message.authorName ?? "", subject: message.subject ?? "",
                message: message.message ?? "", receivedAt: receivedAt,
                readAt: message.readDateTimeUtc.flatMap { ISO8601Timestamp.parse($0, readingNoZoneAs: 0) })
        }
    }

    public func markRead(_ message: PrivateMessage.ID, with credential: Credential) async throws(AttendeeAPIError) {
        let id = URLPathSegment.encoded(message.rawValue)
        do {
            _ = try await send(
                "POST", "Communication/PrivateMessages/\(id)/Read", credential: credential, body: Data("true".utf8))
        } catch .serverError(status: 400) {
            // Since 2024 the server answers 400 for a message read already: it is read.
        }
    }

    public func sendFeedback(_ feedback: EventFeedback, with credential: Credential) async throws(AttendeeAPIError) {
        let body = try encoded(
            EurofurenceWire.FeedbackBody(
                eventId: feedback.eventID.rawValue, rating: feedback.rating, message: feedback.message))
        _ = try await send("POST", "EventFeedback", credential: credential, body: body)
    }

    /// Sends a request to `{baseURL}/{path}`, with the token when a credential is given, accepting
    /// JSON unless told otherwise.
    func send(
        _ method: String, _ path: String, credential: Credential?, body: Data?, accept: String = "application/json"
    ) async throws(AttendeeAPIError)
        -> Data
    {
        if let refusal = authorization.connectionRefusal { throw .refusedUnsafe(refusal) }
        var headers: [String: String] = [:]
        if let credential {
            switch authorization.headers(for: credential) {
            case .success(let bearer): headers.merge(bearer) { _, new in new }
            case .failure(let refusal): throw .refusedUnsafe(refusal.reason)
            }
        }
        if body != nil { headers["Content-Type"] = "application/json" }
        guard let url = URL(string: audience + "/" + path) else { throw .malformed("the address of \(path) is not valid") }
        let downloader = HTTPDownloader(
            timeout: timeout, maximumResponseBytes: maximumResponseBytes, accept: accept)
        do {
            return try await downloader.send(url, method: method, headers: headers, body: body)
        } catch {
            throw Self.attendeeError(error)
        }
    }

    /// The attendee services' error for a failure of the download (statuses, network, size).
    static func attendeeError(_ error: ConventionAPIError) -> AttendeeAPIError {
        switch error {
        case .serverError(401, _): .unauthorized
        case .serverError(403, _): .forbidden
        case .serverError(let status, let reason) where (300..<400).contains(status):
            .refusedUnsafe("the server sent the request elsewhere (\(reason))")
        case .serverError(let status, _): .serverError(status: status)
        case .unreachable(let detail): .unreachable(detail)
        case .timedOut(let seconds): .timedOut(seconds: seconds)
        case .truncated(let detail): .malformed("the answer arrived incomplete: \(detail)")
        case .malformed(let detail): .malformed(detail)
        case .tooLarge(let limit): .malformed("the answer is larger than the limit of \(limit) bytes")
        case .refusedUnsafe(let detail): .refusedUnsafe(detail)
        }
    }

    private func encoded(_ value: some Encodable) throws(AttendeeAPIError) -> Data {
        do {
            return try JSONEncoder().encode(value)
        } catch {
            throw .malformed("the request could not be written")
        }
    }

    func decoded<Value: Decodable>(_ data: Data, what: String) throws(AttendeeAPIError) -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw .malformed("\(what) is not in the expected form")
        }
    }
}
