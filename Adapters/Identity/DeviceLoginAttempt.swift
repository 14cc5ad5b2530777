import ConbookCore
import Synchronization

/// A device login under way (RFC 8628): polls the token endpoint with the device code, at the
/// provider's interval (5 seconds longer after each `slow_down`), until the attendee approves,
/// refuses, or the code runs out (also when the intervals slept add up to its lifetime).
final class DeviceLoginAttempt: DeviceLogin {
    let userCode: String
    let verificationAddress: String
    let completeVerificationAddress: String?
    private let deviceCode: String
    private let interval: Duration
    private let lifetime: Duration
    private let connection: ProviderConnection
    private let pollSleep: @Sendable (Duration) async throws -> Void
    private let state = Mutex<(isCancelled: Bool, polling: Task<Result<TokenGrant, IdentityError>, Never>?)>((false, nil))

    init(
        answer: DeviceAuthorizationAnswer, connection: ProviderConnection,
        pollSleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        userCode = answer.userCode
        verificationAddress = answer.verificationURI
        completeVerificationAddress = answer.verificationURIComplete
        deviceCode = answer.deviceCode
        interval = .seconds(max(answer.interval, 1))
        lifetime = .seconds(answer.expiresIn)
        self.connection = connection
        self.pollSleep = pollSleep
    }

    func waitForApproval() async throws(IdentityError) -> TokenGrant {
        let polling = Task { await poll() }
        let alreadyCancelled = state.withLock { state in
            state.polling = polling
            return state.isCancelled
        }
        if alreadyCancelled { polling.cancel() }
        let result = await withTaskCancellationHandler {
            await polling.value
        } onCancel: {
            polling.cancel()
        }
        return try result.get()
    }

    func cancel() {
        let polling = state.withLock { state in
            state.isCancelled = true
            return state.polling
        }
        polling?.cancel()
    }

    private func poll() async -> Result<TokenGrant, IdentityError> {
        var interval = interval
        var slept = Duration.zero
        let form = [("grant_type", "urn:ietf:params:oauth:grant-type:device_code"), ("device_code", deviceCode)]
        while true {
            do {
                try await pollSleep(interval)
            } catch {
                return .failure(.cancelled)
            }
            slept += interval
            guard !Task.isCancelled else { return .failure(.cancelled) }
            guard slept <= lifetime else { return .failure(.expired) }
            let answer: Result<TokenGrant, OAuthErrorAnswer>
            do throws(IdentityError) {
                answer = try await connection.requestTokens(form, nonce: nil)
            } catch {
                return .failure(Task.isCancelled ? .cancelled : error)
            }
            switch answer {
            case .success(let grant): return .success(grant)
            case .failure(let refusal) where refusal.code == "authorization_pending": continue
            case .failure(let refusal) where refusal.code == "slow_down": interval += .seconds(5)
            case .failure(let refusal) where refusal.code == "expired_token": return .failure(.expired)
            case .failure(let refusal): return .failure(refusal.identityError)
            }
        }
    }
}
