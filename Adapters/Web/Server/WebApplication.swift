public import ConbookCore
import ConbookDirector
import ConbookModuleKit

/// The browser front end, whatever HTTP server carries it: it checks every request (the `Host`
/// allow-list, pairing on a network, the form token and `Origin` of every POST, sizes), keeps one
/// session per browser (its own Director over the shared `Conbook`), serves each scene's page in
/// the frame every page shares, and hands what a form posts to the scene's presenter, answering
/// `303 See Other` to the page the action leads to (post, redirect, get).
///
/// Addresses: a section's first page (`/schedule`), a menu scene's word (`/about`), a bookmarked
/// page (`/events/ID`, `/dealers/ID`, `/people/NAME`, `/knowledge/ID`, `/maps/ID`), and the
/// address of any page still open in the session (what the browser's Back button asks for).
@MainActor
public final class WebApplication {
    /// The cookie that names a browser's session.
    public static let sessionCookie = "conbook_session"
    /// The cookie of a paired device (`--lan`).
    public static let deviceCookie = "conbook_device"
    /// The address that trades a pairing token for the device cookie.
    public static let pairingPath = "/pair"

    private let conbook: Conbook
    private let cores: [Language: Conbook]
    private var configuration: WebServerConfiguration
    private let installation: (any InstallationFacts)?
    private let pairing: WebPairing?
    private let pictures = WebPictureShelf()
    private let now: @MainActor () -> Duration
    private var sessions: [String: WebBrowserSession] = [:]
    private let router: WebRouter

    /// Creates the application over the Core.
    /// - Parameters:
    ///   - conbook: the Core every session shares, in the language of the pages.
    ///   - otherLanguages: Cores over the same store in other languages (each with a connection of
    ///     its own); when given, each browser gets the first language of its `Accept-Language`
    ///     that one of them, or `conbook`, speaks, else `conbook`'s.
    ///   - configuration: the hosts answered, pairing and limits.
    ///   - installation: what About says of the installation.
    ///   - now: a monotonic clock, for sessions' idle time.
    ///   - whenPairingTokenChanges: told each new pairing token, nil when pairing stopped.
    public init(
        conbook: Conbook, otherLanguages: [Conbook] = [], configuration: WebServerConfiguration,
        installation: (any InstallationFacts)? = nil,
        now: @escaping @MainActor () -> Duration = WebApplication.monotonicNow,
        whenPairingTokenChanges: @escaping @MainActor (String?) -> Void = { _ in }
    ) {
        self.conbook = conbook
        cores = Dictionary(otherLanguages.map { ($0.language, $0) } + [(conbook.language, conbook)]) { $1 }
        self.configuration = configuration
        self.installation = installation
        self.now = now
        pairing = configuration.requiresPairing ? WebPairing(whenTokenChanges: whenPairingTokenChanges) : nil
        router = WebRouter()
    }

    /// The pairing address's path and query to print (`/pair?token=…`); nil when no pairing is
    /// needed or it stopped.
    public var pairingTarget: String? {
        pairing?.currentToken.map { Self.pairingPath + "?token=" + $0 }
    }

    /// Answers the `Host` names of a server listening on `host:port` (once the port is known, when
    /// the server picked it), besides those configured.
    public func listening(on host: String, port: Int) {
        configuration.allowedHosts.formUnion(WebServerConfiguration.hosts(listeningOn: host, port: port))
    }

    /// How many browser sessions are kept now.
    public var sessionCount: Int { sessions.count }

    /// The answer to a request, with the security headers every answer carries.
    public func respond(to request: WebRequest) async -> WebResponse {
        var response = await answer(request)
        response.headers += Self.securityHeaders
        if request.method == .head { response.body = [] }
        return response
    }

    private static let securityHeaders: [(name: String, value: String)] = [
        ("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
    ]

    private func answer(_ request: WebRequest) async -> WebResponse {
        let texts = WebTexts.catalogue(for: conbook.language)
        guard request.target.utf8.count <= configuration.maximumTargetLength else {
            return .plain(texts(.badRequestTitle), status: 414)
        }
        guard let host = request.header("host")?.lowercased(), request.headerValues("host").count == 1,
            configuration.allowedHosts.contains(host)
        else { return .plain(texts(.badRequestTitle), status: 400) }
        let isUpload = request.header("content-type").flatMap(WebMultipartBody.boundary(ofContentType:)) != nil
        guard request.body.count <= (isUpload ? configuration.maximumUploadSize : configuration.maximumBodySize) else {
            return .plain(texts(.badRequestTitle), status: 413)
        }
        switch request.method {
        case .get, .head, .post: break
        case .other:
            var refusal = WebResponse.plain(texts(.badRequestTitle), status: 405)
            refusal.headers.append(("Allow", "GET, HEAD, POST"))
            return refusal
        }
        guard request.target.hasPrefix("/"), let segments = WebAddress.segments(of: request.path) else {
            return .plain(texts(.badRequestTitle), status: 400)
        }
        if request.method != .post, let asset = WebAssets.answer(to: segments, request: request, pictures: pictures) {
            return asset
        }
        var cookies: [String] = []
        if let pairing {
            if request.path.lowercased() == Self.pairingPath, request.method == .get {
                return pair(request, pairing: pairing)
            }
            guard pairing.isPaired(WebCookies.value(Self.deviceCookie, in: request)) else {
                return .page(
                    WebPageFrame.refusal(title: texts(.forbiddenTitle), text: texts(.forbidden), language: conbook.language),
                    status: 403)
            }
        }
        // What another program (the console on the same store) saved shows on this page.
        for core in cores.values { core.catchUpWithOtherPrograms() }
        let browser = session(for: request, cookies: &cookies)
        var response =
            request.method == .post
            ? await router.post(request, host: host, path: request.path, in: browser, context: pageContext)
            : await router.get(request.path, segments: segments, in: browser, context: pageContext)
        response.headers += cookies.map { ("Set-Cookie", $0) }
        return response
    }

    private func pageContext(for address: WebAddress, in browser: WebBrowserSession) -> WebPageContext {
        WebPageContext(
            language: browser.conbook.language, address: address, formToken: browser.formToken, pictures: pictures,
            ownAddress: { [conbook = browser.conbook] in WebRouter.address(of: conbook.followLink.destination(of: $0)) })
    }

    private func pair(_ request: WebRequest, pairing: WebPairing) -> WebResponse {
        let texts = WebTexts.catalogue(for: conbook.language)
        // The token may come upper case: a QR code's compact mode has no lower case letters.
        let token =
            WebFormBody.fields(of: request.query.utf8)?.first { $0.name.lowercased() == "token" }?.value.lowercased() ?? ""
        guard let device = pairing.pair(with: token) else {
            return .page(
                WebPageFrame.refusal(title: texts(.forbiddenTitle), text: texts(.forbidden), language: conbook.language),
                status: 403)
        }
        var response = WebResponse.seeOther(.page())
        response.headers.append(("Set-Cookie", WebCookies.setting(Self.deviceCookie, to: device, maxAge: 30 * 24 * 3600)))
        return response
    }

    /// The request's session, or a new one (its cookie added to `cookies`); sessions idle too long
    /// end first, and the one unused longest when there are too many.
    private func session(for request: WebRequest, cookies: inout [String]) -> WebBrowserSession {
        let current = now()
        let lifetime = Duration.seconds(configuration.sessionIdleLifetime)
        sessions = sessions.filter { current - $0.value.lastUsed <= lifetime }
        if let id = WebCookies.value(Self.sessionCookie, in: request), let browser = sessions[id] {
            browser.lastUsed = current
            return browser
        }
        while sessions.count >= configuration.maximumSessions,
            let oldest = sessions.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key
        {
            sessions[oldest] = nil
        }
        let core =
            WebLanguagePreference.languages(in: request.header("accept-language") ?? "").lazy.compactMap { self.cores[$0] }
            .first ?? conbook
        let browser = WebBrowserSession(
            conbook: core, installation: installation, isOnAnotherDevice: configuration.requiresPairing, now: current)
        sessions[browser.id] = browser
        cookies.append(WebCookies.setting(Self.sessionCookie, to: browser.id, maxAge: configuration.sessionIdleLifetime))
        return browser
    }

    /// The time since an arbitrary start, from the system's monotonic clock.
    public nonisolated static func monotonicNow() -> Duration {
        ContinuousClock.now - start
    }

    private nonisolated static let start = ContinuousClock.now
}
