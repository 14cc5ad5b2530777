extension FakeOpenIDProvider {
    /// How the fake behaves; change it between steps with `FakeOpenIDProvider.script`.
    public struct Script: Sendable {
        /// How the authorization endpoint sends the browser back.
        public enum AuthorizeAnswer: Sendable {
            /// With a code and the request's `state`.
            case code
            /// With `error=access_denied` and the request's `state`.
            case accessDenied
            /// With a code and a `state` that is not the request's.
            case wrongState
        }

        /// One answer to a device login's poll, in order.
        public enum DevicePoll: Sendable {
            case pending, slowDown, approved, denied, expired
        }

        /// Whether discovery names a device authorization endpoint.
        public var offersDeviceLogin = false
        /// Whether discovery names a revocation endpoint.
        public var offersRevocation = true
        /// How the authorization endpoint answers.
        public var authorizeAnswer = AuthorizeAnswer.code
        /// Whether the id token carries a `nonce` other than the one the login sent.
        public var idTokenHasWrongNonce = false
        /// The answers to a device login's polls, in order (then `authorization_pending`).
        public var devicePolls: [DevicePoll] = [.approved]
        /// Whether the token endpoint reads requests and never answers.
        public var tokenEndpointStalls = false
        /// Whether error descriptions repeat the secrets of the request (a careless provider).
        public var errorsRepeatSecrets = false

        /// The default script: codes, revocation offered, no device login.
        public init() {}
    }

    /// A revocation the fake received.
    public struct Revocation: Hashable, Sendable {
        /// The token revoked.
        public var token: String
        /// Its `token_type_hint`, e.g. `refresh_token`.
        public var hint: String?
        /// The client that asked.
        public var clientID: String?

        /// A revocation of `token`, with its hint, asked by a client.
        public init(token: String, hint: String?, clientID: String?) {
            self.token = token
            self.hint = hint
            self.clientID = clientID
        }
    }
}
