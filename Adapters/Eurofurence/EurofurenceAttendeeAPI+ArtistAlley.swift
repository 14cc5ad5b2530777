public import ConbookCore
import ConbookDownloads
import Foundation

extension EurofurenceAttendeeAPI {
    /// The attendee's latest artist alley registration: `GET {baseURL}/ArtistsAlley/TableRegistration/:my-latest`
    /// (role `AttendeeCheckedIn`), the full registration with its `State`; a `404` (none) stays
    /// `.serverError(status: 404)`, an answer in another form is `.malformed`.
    public func latestArtistAlleyRegistration(
        with credential: Credential
    ) async throws(AttendeeAPIError) -> ArtistAlleyRegistration {
        let data = try await send("GET", Self.latestRegistrationPath, credential: credential, body: nil)
        let wire: EurofurenceWire.TableRegistration
        do {
            wire = try JSONDecoder().decode(EurofurenceWire.TableRegistration.self, from: data)
        } catch {
            throw .malformed("the artist alley registration (\(Self.latestRegistrationPath)) is not in the expected form")
        }
        return ArtistAlleyRegistration(
            id: ArtistAlleyRegistration.ID(wire.id), state: ArtistAlleyRegistrationState(serverText: wire.state),
            displayName: wire.displayName ?? "", shortDescription: wire.shortDescription ?? "",
            location: wire.location ?? "", websiteURL: wire.websiteUrl ?? "", telegramHandle: wire.telegramHandle ?? "")
    }

    /// Checks out: `DELETE {baseURL}/ArtistsAlley/TableRegistration/:my-latest`.
    public func checkOutOfArtistAlley(with credential: Credential) async throws(AttendeeAPIError) {
        _ = try await send("DELETE", Self.latestRegistrationPath, credential: credential, body: nil)
    }

    /// A table request: `POST {baseURL}/ArtistsAlley/TableRegistrationRequest`, `multipart/form-data`
    /// with `DisplayName`, `ShortDescription`, `Location`, `WebsiteUrl`, `TelegramHandle` and the
    /// picture as the file `requestImageFile` (with its media type), sent as every attendee request
    /// is (the bearer token only to this API, only over a safe connection, never to a redirect).
    /// `204` (or another 2xx) → `.received`; `400` → `.refused` with the server's words (a JSON
    /// string, a problem's `detail`, `title` and `errors`, or plain text); `401` →
    /// `.unauthorized`; `403` → `.forbidden`.
    public func requestArtistAlleyTable(
        _ request: ArtistAlleyTableRequest, with credential: Credential
    ) async throws(AttendeeAPIError) -> ArtistAlleyRequestAnswer {
        let authorization = BearerAuthorization(baseURL: baseURL)
        if let refusal = authorization.connectionRefusal { throw .refusedUnsafe(refusal) }
        var headers: [String: String]
        switch authorization.headers(for: credential) {
        case .success(let bearer): headers = bearer
        case .failure(let refusal): throw .refusedUnsafe(refusal.reason)
        }
        let form = MultipartForm(request)
        headers["Content-Type"] = form.contentType
        let path = "ArtistsAlley/TableRegistrationRequest"
        guard let url = URL(string: audience + "/" + path) else { throw .malformed("the address of \(path) is not valid") }
        let downloader = HTTPDownloader(timeout: timeout, maximumResponseBytes: maximumResponseBytes, accept: "application/json")
        let exchange: HTTPExchange
        do {
            exchange = try await downloader.exchange(url, method: "POST", headers: headers, body: form.body)
        } catch {
            throw Self.attendeeError(error)
        }
        switch exchange.status {
        case 200..<300: return .received
        case 400: return .refused(message: Self.serverMessage(in: exchange.body))
        case 401: throw .unauthorized
        case 403: throw .forbidden
        case 300..<400: throw .refusedUnsafe("the server sent the request elsewhere (HTTP \(exchange.status))")
        default: throw .serverError(status: exchange.status)
        }
    }

    private static let latestRegistrationPath = "ArtistsAlley/TableRegistration/:my-latest"

    /// What a `400` says: a JSON string; a problem's `detail`, else `title`, with the messages of
    /// its `errors`; else the body as text (empty when it is none).
    static func serverMessage(in body: Data) -> String {
        if let text = try? JSONDecoder().decode(String.self, from: body) { return text }
        if let problem = try? JSONDecoder().decode(EurofurenceWire.Problem.self, from: body) {
            let errors = (problem.errors ?? [:]).sorted { $0.key < $1.key }.flatMap(\.value)
            let parts = [problem.detail ?? problem.title].compactMap { $0 } + errors
            if !parts.isEmpty { return parts.joined(separator: " ") }
        }
        return String(decoding: body.prefix(4096), as: UTF8.self)
    }
}

extension EurofurenceWire {
    /// The attendee's own registration (`TableRegistrationResponse`); the owner's and the
    /// picture's fields are not read.
    struct TableRegistration: Decodable {
        var id: String
        var state: String
        var displayName: String?
        var shortDescription: String?
        var location: String?
        var websiteUrl: String?
        var telegramHandle: String?

        enum CodingKeys: String, CodingKey {
            case id = "Id", state = "State", displayName = "DisplayName", shortDescription = "ShortDescription"
            case location = "Location", websiteUrl = "WebsiteUrl", telegramHandle = "TelegramHandle"
        }
    }

    /// An ASP.NET problem (RFC 7807), as a `400` may carry it.
    struct Problem: Decodable {
        var title: String?
        var detail: String?
        var errors: [String: [String]]?
    }
}
