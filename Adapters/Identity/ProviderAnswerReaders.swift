public import Foundation

/// Every reader of what an OpenID Connect provider (or a browser on its behalf) sends this client,
/// fed one input: a redirect's query, the discovery document, a token answer (with the id token in
/// it), userinfo, a device authorization answer, an OAuth error answer. Each must return or throw
/// its own error for any input, never crash, hang or leak; the fuzz target `oidc-answers` feeds
/// arbitrary bytes here.
public enum ProviderAnswerReaders {
    /// The issuer and client the inputs are checked against.
    private static let issuer = "https://id.example/"
    private static let clientID = "conbook"

    /// Feeds the input to every reader; their errors are expected and ignored.
    public static func readEverything(_ input: Data) {
        let text = String(decoding: input, as: UTF8.self)
        _ = try? AuthorizationResponse(query: text).code(expectingState: "state-1")
        _ = try? DiscoveryDocument.read(input, expectedIssuer: issuer)
        _ = try? TokenAnswer.grant(from: input, issuer: issuer, clientID: clientID, nonce: "nonce-1")
        _ = try? TokenAnswer.grant(from: input, issuer: issuer, clientID: clientID, nonce: nil)
        _ = try? IDTokenPayload.subject(of: text, issuer: issuer, clientID: clientID, nonce: "nonce-1")
        _ = try? UserInfoAnswer.claims(from: input)
        _ = try? DeviceAuthorizationAnswer.read(input)
        _ = OAuthErrorAnswer.read(input, hiding: ["secret"])
    }
}
