import ConbookCore

/// A browser login under way: the request's secrets, the listener for a loopback redirect (none
/// for a registered one), and the one path every redirect takes, whether it came to the listener
/// or was pasted: the `state` checked, an error answer read, the code exchanged with the PKCE
/// verifier and the id token's `nonce` checked.
final class BrowserLoginAttempt: BrowserLogin {
    let address: String
    private let request: AuthorizationRequest
    private let listener: LoopbackRedirectListener?
    private let connection: ProviderConnection

    init(
        address: String, request: AuthorizationRequest, listener: LoopbackRedirectListener?,
        connection: ProviderConnection
    ) {
        self.address = address
        self.request = request
        self.listener = listener
        self.connection = connection
    }

    var receivesRedirect: Bool { listener != nil }

    func waitForRedirect() async throws(IdentityError) -> TokenGrant {
        guard let listener else {
            throw .notOffered("a redirect to this machine for this login (paste the address the browser ended on)")
        }
        let query = try await listener.waitForRedirectQuery()
        do throws(IdentityError) {
            let grant = try await complete(query: query)
            listener.answer(.loggedIn)
            return grant
        } catch {
            listener.answer(.failed(error.description))
            throw error
        }
    }

    func finish(redirectedTo address: String) async throws(IdentityError) -> TokenGrant {
        let query = try request.redirectQuery(of: address)
        listener?.close()
        return try await complete(query: query)
    }

    func cancel() {
        listener?.close()
    }

    /// Checks a redirect's answer and exchanges its code for tokens.
    private func complete(query: String) async throws(IdentityError) -> TokenGrant {
        let code = try AuthorizationResponse(query: query).code(expectingState: request.state)
        switch try await connection.requestTokens(request.tokenForm(code: code), nonce: request.nonce) {
        case .success(let grant): return grant
        case .failure(let error): throw error.identityError
        }
    }
}
