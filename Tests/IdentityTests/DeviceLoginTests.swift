import ConbookCore
import ConbookIdentity
import ConbookServerTestSupport
import Foundation
import Synchronization
import Testing

@Suite("Device login (RFC 8628), against a fake provider")
struct DeviceLoginTests {
    /// Records the waits between polls instead of sleeping.
    private final class SleepRecorder: Sendable {
        private let sleeps = Mutex<[Duration]>([])
        var recorded: [Duration] { sleeps.withLock { $0 } }
        func sleep(_ duration: Duration) { sleeps.withLock { $0.append(duration) } }
    }

    private static func deviceProvider(
        polls: [FakeOpenIDProvider.Script.DevicePoll], recorder: SleepRecorder = SleepRecorder()
    ) throws -> (FakeOpenIDProvider, OpenIDConnectProvider) {
        let fake = try FakeOpenIDProvider()
        fake.script.offersDeviceLogin = true
        fake.script.devicePolls = polls
        return (fake, LoginSteps.provider(for: fake, pollSleep: { recorder.sleep($0) }))
    }

    @Test(
        "Given an attendee who approves after a pending poll, a slow_down and another pending poll, when waiting, then the grant comes, and the waits were 5, 5, 10 and 10 seconds"
    )
    func approvedAfterSlowDown() async throws {
        let recorder = SleepRecorder()
        let (fake, provider) = try Self.deviceProvider(polls: [.pending, .slowDown, .pending, .approved], recorder: recorder)

        let login = try await provider.beginDeviceLogin()
        let grant = try await login.waitForApproval()

        #expect(login.userCode == FakeOpenIDProvider.userCode)
        #expect(login.verificationAddress == fake.address("/device"))
        #expect(login.completeVerificationAddress == fake.address("/device?user_code=WDJB-MJHT"))
        #expect(grant.subject == FakeOpenIDProvider.subject)
        #expect(recorder.recorded == [.seconds(5), .seconds(5), .seconds(10), .seconds(10)])
        let polls = fake.tokenRequests
        #expect(polls.count == 4)
        #expect(polls.allSatisfy { $0["grant_type"] == "urn:ietf:params:oauth:grant-type:device_code" })
        #expect(polls.allSatisfy { $0["client_id"] == LoginSteps.clientID && $0["device_code"] != nil })
        let authorization = try #require(fake.requests.first { $0.target == "/oauth2/device" })
        #expect(authorization.bodyText == "scope=openid%20profile%20offline_access&client_id=conbook-tests")
    }

    @Test(
        "Given an attendee who refuses on the other device, or a device code that runs out, when waiting, then the login is denied or expired",
        arguments: [
            (FakeOpenIDProvider.Script.DevicePoll.denied, IdentityError.denied),
            (FakeOpenIDProvider.Script.DevicePoll.expired, IdentityError.expired),
        ])
    func refusedOrExpired(lastPoll: FakeOpenIDProvider.Script.DevicePoll, expected: IdentityError) async throws {
        let (fake, provider) = try Self.deviceProvider(polls: [.pending, lastPoll])
        let login = try await provider.beginDeviceLogin()

        await #expect(throws: expected) { try await login.waitForApproval() }
        #expect(fake.tokenRequests.count == 2)
    }

    @Test("Given a provider that never says, when the waits add up to the code's lifetime, then the login expired")
    func expiredByLifetime() async throws {
        let recorder = SleepRecorder()
        let (fake, provider) = try Self.deviceProvider(polls: [], recorder: recorder)
        let login = try await provider.beginDeviceLogin()

        await #expect(throws: IdentityError.expired) { try await login.waitForApproval() }
        // 600 seconds at 5 a poll: 120 polls, then the 121st wait runs past the lifetime.
        #expect(recorder.recorded.count == 121)
        #expect(fake.tokenRequests.count == 120)
    }

    @Test("Given a provider without a device endpoint, when beginning a device login, then it is not offered")
    func notOffered() async throws {
        let fake = try FakeOpenIDProvider()

        await #expect(throws: IdentityError.notOffered("a login on another device")) {
            try await LoginSteps.provider(for: fake).beginDeviceLogin()
        }
    }

    @Test("Given a device login waiting, when cancelled, then the wait ends with cancelled")
    func cancelled() async throws {
        let fake = try FakeOpenIDProvider()
        fake.script.offersDeviceLogin = true
        fake.script.devicePolls = []
        let provider = LoginSteps.provider(for: fake, pollSleep: { _ in try await Task.sleep(for: .milliseconds(20)) })
        let login = try await provider.beginDeviceLogin()

        async let waited = LoginSteps.outcome { () async throws(IdentityError) in try await login.waitForApproval() }
        try await Task.sleep(for: .milliseconds(150))
        login.cancel()
        let result = await waited

        #expect(throws: IdentityError.cancelled) { try result.get() }
    }
}
