import Foundation

/// What `FakeOpenIDProvider` remembers (codes, live tokens, requests) and how it answers each
/// request; kept under the fake's lock.
struct FakeOpenIDState {
    /// A code the authorization endpoint issued, with what the token request must match.
    private struct IssuedCode {
        var clientID: String
        var redirectURI: String
        var challenge: String
        var nonce: String?
    }

    var script: FakeOpenIDProvider.Script
    private(set) var requests: [LoopbackRequest] = []
    private(set) var revocations: [FakeOpenIDProvider.Revocation] = []
    private(set) var secrets: [String] = []
    var liveRefreshTokens: Set<String> = []
    private var liveAccessTokens: Set<String> = []
    private var codes: [String: IssuedCode] = [:]

    init(script: FakeOpenIDProvider.Script) {
        self.script = script
    }

    /// The fields of a form body or query (`+` a space; the last of a name wins).
    static func formFields(_ text: some StringProtocol) -> [String: String] {
        var components = URLComponents()
        components.percentEncodedQuery = text.replacingOccurrences(of: "+", with: "%20")
        var fields: [String: String] = [:]
        for item in components.queryItems ?? [] { fields[item.name] = item.value ?? "" }
        return fields
    }

    mutating func answer(_ request: LoopbackRequest, issuer: String) -> RespondingHTTPServer.Answer {
        requests.append(request)
        let path = String(request.target.prefix { $0 != "?" })
        let query = request.target.dropFirst(path.count + (request.target.count > path.count ? 1 : 0))
        switch (request.method, path) {
        case ("GET", "/.well-known/openid-configuration"): return json(discovery(issuer))
        case ("GET", "/oauth2/auth"): return authorize(Self.formFields(query))
        case ("POST", "/oauth2/token"):
            return script.tokenEndpointStalls ? .stall : token(Self.formFields(request.bodyText), issuer: issuer)
        case ("GET", "/userinfo"): return userinfo(request.headers["authorization"])
        case ("POST", "/oauth2/revoke") where script.offersRevocation: return revoke(Self.formFields(request.bodyText))
        case ("POST", "/oauth2/device") where script.offersDeviceLogin: return deviceAuthorization(issuer)
        default: return .send(status: 404)
        }
    }

    private func discovery(_ issuer: String) -> [String: Any] {
        var document: [String: Any] = [
            "issuer": issuer, "authorization_endpoint": issuer + "oauth2/auth", "token_endpoint": issuer + "oauth2/token",
            "userinfo_endpoint": issuer + "userinfo", "code_challenge_methods_supported": ["S256"],
        ]
        if script.offersRevocation { document["revocation_endpoint"] = issuer + "oauth2/revoke" }
        if script.offersDeviceLogin { document["device_authorization_endpoint"] = issuer + "oauth2/device" }
        return document
    }

    private mutating func authorize(_ fields: [String: String]) -> RespondingHTTPServer.Answer {
        guard fields["response_type"] == "code", fields["code_challenge_method"] == "S256",
            let challenge = fields["code_challenge"], let clientID = fields["client_id"],
            let redirectURI = fields["redirect_uri"], let state = fields["state"]
        else { return json(["error": "invalid_request"], status: 400) }
        var answer: [(String, String)]
        switch script.authorizeAnswer {
        case .accessDenied:
            answer = [("error", "access_denied"), ("error_description", "The attendee said no"), ("state", state)]
        case .code, .wrongState:
            let code = issue("code")
            codes[code] = IssuedCode(clientID: clientID, redirectURI: redirectURI, challenge: challenge, nonce: fields["nonce"])
            answer = [("code", code), ("state", script.authorizeAnswer == .wrongState ? "not-\(state)" : state)]
        }
        let query = answer.map { "\($0.0)=\(Self.escaped($0.1))" }.joined(separator: "&")
        return .send(status: 302, headers: ["Location: \(redirectURI)?\(query)"])
    }

    private mutating func token(_ fields: [String: String], issuer: String) -> RespondingHTTPServer.Answer {
        secrets += ["code", "code_verifier", "refresh_token", "device_code"].compactMap { fields[$0] }
        switch fields["grant_type"] {
        case "authorization_code":
            guard let code = fields["code"], let issued = codes.removeValue(forKey: code),
                issued.clientID == fields["client_id"], issued.redirectURI == fields["redirect_uri"],
                let verifier = fields["code_verifier"], FakeOpenIDProvider.s256(verifier) == issued.challenge
            else {
                return refusal(
                    "invalid_grant",
                    "the code \(fields["code"] ?? "") and verifier \(fields["code_verifier"] ?? "") do not match")
            }
            let nonce = script.idTokenHasWrongNonce ? "another-login" : issued.nonce
            return tokens(clientID: issued.clientID, idToken: idToken(issuer: issuer, audience: issued.clientID, nonce: nonce))
        case "refresh_token":
            guard let refreshToken = fields["refresh_token"], liveRefreshTokens.remove(refreshToken) != nil else {
                return refusal("invalid_grant", "the refresh token \(fields["refresh_token"] ?? "") is not live")
            }
            return tokens(clientID: fields["client_id"] ?? "", idToken: nil)
        case "urn:ietf:params:oauth:grant-type:device_code":
            let poll = script.devicePolls.isEmpty ? .pending : script.devicePolls.removeFirst()
            switch poll {
            case .pending: return refusal("authorization_pending", nil)
            case .slowDown: return refusal("slow_down", nil)
            case .denied: return refusal("access_denied", "the attendee refused on the other device")
            case .expired: return refusal("expired_token", "the device code \(fields["device_code"] ?? "") ran out")
            case .approved:
                let clientID = fields["client_id"] ?? ""
                return tokens(clientID: clientID, idToken: idToken(issuer: issuer, audience: clientID, nonce: nil))
            }
        default: return refusal("unsupported_grant_type", nil)
        }
    }

    private mutating func tokens(clientID: String, idToken: String?) -> RespondingHTTPServer.Answer {
        let accessToken = issue("access")
        let refreshToken = issue("refresh")
        liveAccessTokens.insert(accessToken)
        liveRefreshTokens.insert(refreshToken)
        var answer: [String: Any] = [
            "access_token": accessToken, "token_type": "bearer", "expires_in": 3600, "refresh_token": refreshToken,
        ]
        answer["id_token"] = idToken
        return json(answer)
    }

    private func idToken(issuer: String, audience: String, nonce: String?) -> String {
        var claims: [String: Any] = ["iss": issuer, "sub": FakeOpenIDProvider.subject, "aud": [audience], "exp": 4_102_444_800]
        claims["nonce"] = nonce
        let header = Data(#"{"alg":"none"}"#.utf8)
        let payload = (try? JSONSerialization.data(withJSONObject: claims, options: [.sortedKeys])) ?? Data()
        return [header, payload].map(Self.base64URL).joined(separator: ".") + ".unsigned"
    }

    private func userinfo(_ authorization: String?) -> RespondingHTTPServer.Answer {
        guard let token = authorization?.split(separator: " ").last, liveAccessTokens.contains(String(token)) else {
            return .send(status: 401, headers: [#"WWW-Authenticate: Bearer error="invalid_token""#])
        }
        return json(["sub": FakeOpenIDProvider.subject, "name": FakeOpenIDProvider.name, "email": "attendee@example.org"])
    }

    private mutating func revoke(_ fields: [String: String]) -> RespondingHTTPServer.Answer {
        guard let token = fields["token"] else { return refusal("invalid_request", nil) }
        revocations.append(.init(token: token, hint: fields["token_type_hint"], clientID: fields["client_id"]))
        liveRefreshTokens.remove(token)
        liveAccessTokens.remove(token)
        return .send(status: 200)
    }

    private mutating func deviceAuthorization(_ issuer: String) -> RespondingHTTPServer.Answer {
        json([
            "device_code": issue("device"), "user_code": FakeOpenIDProvider.userCode, "verification_uri": issuer + "device",
            "verification_uri_complete": issuer + "device?user_code=" + FakeOpenIDProvider.userCode, "expires_in": 600,
            "interval": 5,
        ])
    }

    /// A new random secret with a prefix, recorded.
    private mutating func issue(_ kind: String) -> String {
        let secret = "\(kind)-\(UUID().uuidString.lowercased())"
        secrets.append(secret)
        return secret
    }

    private func refusal(_ code: String, _ description: String?) -> RespondingHTTPServer.Answer {
        var answer = ["error": code]
        answer["error_description"] = script.errorsRepeatSecrets ? description : description.map { _ in "refused" }
        return json(answer, status: 400)
    }

    private func json(_ object: [String: Any], status: Int = 200) -> RespondingHTTPServer.Answer {
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return .send(status: status, headers: ["Content-Type: application/json"], body: Array(body))
    }

    /// Bytes in base64url without padding.
    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "=", with: "").map { $0 == "+" ? "-" : $0 == "/" ? "_" : $0 }
            .reduce(into: "") { $0.append($1) }
    }

    private static func escaped(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
    }
}
