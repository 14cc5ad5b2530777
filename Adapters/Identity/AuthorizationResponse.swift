import ConbookCore

/// The provider's answer in a redirect's query (RFC 6749 §4.1.2): a code, or an error.
struct AuthorizationResponse {
    /// The query's parameters, the first of each name.
    private let parameters: [String: String]

    /// Reads a redirect's query (`code=…&state=…`, or `error=…&state=…`).
    init(query: some StringProtocol) {
        var parameters: [String: String] = [:]
        for (name, value) in FormEncoding.decoded(query) where parameters[name] == nil {
            parameters[name] = value
        }
        self.parameters = parameters
    }

    /// The code, once the answer is known to be for this login.
    /// - Throws: `.stateMismatch` first (also for an error answer: an answer for another login
    ///   says nothing about this one); then `.denied` for `access_denied`, `.providerError` for
    ///   another error, `.malformed` when there is no code.
    func code(expectingState state: String) throws(IdentityError) -> String {
        guard parameters["state"] == state else { throw .stateMismatch }
        if let error = parameters["error"] {
            throw OAuthErrorAnswer(code: error, description: parameters["error_description"]).identityError
        }
        guard let code = parameters["code"], !code.isEmpty else { throw .malformed("the redirect carries no code") }
        return code
    }
}
