import ConbookCore
import ConbookDownloads
import Foundation
import Synchronization

/// The HTTP side of one configured provider: its discovery document (read once, then kept), and
/// the requests to its endpoints, each checked to be safe (`SafeAddress`), never following a
/// redirect, with answers over 1 MiB refused.
final class ProviderConnection: Sendable {
    /// What a request to an OAuth endpoint came to.
    enum OAuthOutcome {
        /// A 2xx answer's body.
        case accepted(Data)
        /// A 400 or 401 answer with an OAuth error.
        case refused(OAuthErrorAnswer)
    }

    /// The largest answer read.
    static let maximumAnswerBytes = 1 << 20

    /// Form fields whose values are not secret; every other value sent is cut out of error messages.
    private static let publicFields: Set<String> = ["grant_type", "client_id", "scope", "redirect_uri", "token_type_hint"]

    let issuer: URL
    let clientID: String
    let scope: String
    private let clientSecret: String?
    private let timeout: Duration
    private let discovered = Mutex<DiscoveryDocument?>(nil)

    init(issuer: URL, clientID: String, clientSecret: String?, scopes: [String], timeout: Duration) {
        self.issuer = issuer
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.scope = scopes.joined(separator: " ")
        self.timeout = timeout
    }

    /// The issuer as configured.
    var issuerName: String { issuer.absoluteString }

    /// The provider's discovery document: fetched on first use, then kept.
    func discovery() async throws(IdentityError) -> DiscoveryDocument {
        if let document = discovered.withLock({ $0 }) { return document }
        let answer = try await exchange(try DiscoveryDocument.address(of: issuer), what: "the provider", method: "GET")
        guard answer.status == 200 else { throw .serverError(status: answer.status) }
        let document = try DiscoveryDocument.read(answer.body, expectedIssuer: issuerName)
        discovered.withLock { $0 = document }
        return document
    }

    /// Posts a form (with `client_id`, and the client's secret as HTTP Basic when it has one) to an
    /// OAuth endpoint.
    /// - Throws: `.serverError` for a status that is neither 2xx nor an OAuth error, and what
    ///   `exchange` throws.
    func post(
        _ form: [(name: String, value: String)], to endpoint: URL, what: String
    ) async throws(IdentityError) -> OAuthOutcome {
        let fields = form + [("client_id", clientID)]
        var headers = ["Content-Type": "application/x-www-form-urlencoded"]
        if let clientSecret {
            // RFC 6749 §2.3.1: the id and secret form-encoded, then joined for Basic.
            let pair = FormEncoding.percentEncoded(clientID) + ":" + FormEncoding.percentEncoded(clientSecret)
            headers["Authorization"] = "Basic " + Data(pair.utf8).base64EncodedString()
        }
        let answer = try await exchange(
            endpoint, what: what, method: "POST", headers: headers, body: Data(FormEncoding.encoded(fields).utf8))
        if (200..<300).contains(answer.status) { return .accepted(answer.body) }
        let secrets = fields.filter { !Self.publicFields.contains($0.name) }.map(\.value) + [clientSecret].compactMap { $0 }
        if answer.status == 400 || answer.status == 401, let error = OAuthErrorAnswer.read(answer.body, hiding: secrets) {
            return .refused(error)
        }
        throw .serverError(status: answer.status)
    }

    /// Asks the token endpoint for tokens.
    /// - Parameter nonce: the login's `nonce`, checked in the id token; nil when none was sent.
    func requestTokens(
        _ form: [(name: String, value: String)], nonce: String?
    ) async throws(IdentityError) -> Result<TokenGrant, OAuthErrorAnswer> {
        switch try await post(form, to: try await discovery().tokenEndpoint, what: "the token endpoint") {
        case .accepted(let body):
            .success(try TokenAnswer.grant(from: body, issuer: issuerName, clientID: clientID, nonce: nonce))
        case .refused(let error): .failure(error)
        }
    }

    /// Sends one request and returns its answer whatever its status.
    /// - Throws: `.refusedUnsafe` for plain `http` elsewhere than this machine; `.unreachable`,
    ///   `.timedOut`, or `.malformed` (too large, cut short) when no whole answer came.
    func exchange(
        _ url: URL, what: String, method: String, headers: [String: String] = [:], body: Data? = nil
    ) async throws(IdentityError) -> HTTPExchange {
        let safeURL = try SafeAddress.checked(url, what: what)
        let downloader = HTTPDownloader(
            timeout: timeout, maximumResponseBytes: Self.maximumAnswerBytes, accept: "application/json")
        do throws(ConventionAPIError) {
            return try await downloader.exchange(safeURL, method: method, headers: headers, body: body)
        } catch {
            throw Self.identityError(error)
        }
    }

    private static func identityError(_ error: ConventionAPIError) -> IdentityError {
        switch error {
        case .unreachable(let detail): .unreachable(detail)
        case .timedOut(let seconds): .timedOut(seconds: seconds)
        case .serverError(let status, _): .serverError(status: status)
        case .truncated(let detail): .malformed("the answer arrived incomplete: \(detail)")
        case .malformed(let detail): .malformed(detail)
        case .tooLarge: .malformed("the answer is larger than 1 MiB")
        case .refusedUnsafe(let detail): .refusedUnsafe(detail)
        }
    }
}
