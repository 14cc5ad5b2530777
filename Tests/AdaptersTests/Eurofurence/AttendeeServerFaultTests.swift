import ConbookCore
import ConbookEurofurence
import ConbookFiles
import ConbookServerTestSupport
import ConbookTesting
import ConbookTime
import Foundation
import Testing

/// The attendee's calls (here: fetching the private messages) against a server that fails in every
/// way `ServerFault` plays, with the real HTTP client, the Core and the account file on disk: each
/// fault is a clear error, the login and the messages kept are unchanged, and the next fetch works.
@Suite("Server faults on the attendee's calls: clear errors, login and messages kept")
@MainActor
struct AttendeeServerFaultTests {
    /// What the error must be for each fault, and words its message must hold.
    nonisolated static let expectations: [String: (matches: @Sendable (AttendeeAPIError) -> Bool, says: String)] = [
        "500": ({ $0 == .serverError(status: 500) }, "HTTP 500"),
        "503 with Retry-After": ({ $0 == .serverError(status: 503) }, "HTTP 503"),
        "503 with Retry-After as a date": ({ $0 == .serverError(status: 503) }, "Try again later"),
        "404": ({ $0 == .serverError(status: 404) }, "HTTP 404"),
        "a body cut mid-way": ({ if case .malformed = $0 { true } else { false } }, "incomplete"),
        "a connection reset": (
            { if case .unreachable = $0 { true } else if case .malformed = $0 { true } else { false } }, "reset"
        ),
        "a server that never answers": ({ $0 == .timedOut(seconds: 1) }, "within 1 second."),
        "a server that stalls in the body": (
            { if case .timedOut = $0 { true } else if case .malformed = $0 { true } else { false } }, "1 second"
        ),
        "a redirect to a server that is down": ({ if case .refusedUnsafe = $0 { true } else { false } }, "127.0.0.1:9"),
        "an HTML page instead of JSON": ({ if case .malformed = $0 { true } else { false } }, "could not be read"),
        "a gzip body that expands past the size limit": (
            { if case .malformed = $0 { true } else { false } }, "larger than the limit"
        ),
    ]

    @Test(
        "Given a logged-in attendee with messages, when the server fails, then the fetch says why, the login and messages are kept and the next fetch works",
        arguments: ServerFault.all)
    func fault(_ fault: ServerFault) async throws {
        let good: [LoopbackHTTPServer.Route] = [
            .init(
                prefix: "/EF27/api/Communication/PrivateMessages",
                behaviour: .respond(
                    body: Array(try Fixtures.data("ExpectedMessagesResponse.json"))))
        ]
        let server = try LoopbackHTTPServer(behaviour: .routes(good))
        let api = EurofurenceAttendeeAPI(baseURL: try server.url(path: "/EF27/api/"), timeout: .seconds(1))
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("EF27.json")
            var credential = SampleAttendee.credential
            credential.audience = api.audience
            try FileAccountStore(file: file).saveAccount(AccountState(credential: credential, profile: SampleAttendee.profile))
            let conbook = try Conbook(
                api: StubConventionAPI(), store: InMemoryConventionStore(convention: SampleConvention.stored),
                clock: PinnedClock(now: try #require(ISO8601Timestamp.parse("2022-08-25T10:00:00Z"))),
                calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser(),
                attendeeAPI: api, identityProvider: SampleAttendee.makeIdentityProvider(),
                accountStore: FileAccountStore(file: file))
            try await conbook.privateMessages.refresh()
            let kept = try Data(contentsOf: file)
            #expect(conbook.privateMessages.messages().count == 1)

            let expected = try #require(Self.expectations[fault.name], "no expectation for \(fault.name)")
            server.setBehaviour(try fault.behaviour())
            let failure: LoginError? = await {
                do throws(LoginError) {
                    try await conbook.privateMessages.refresh()
                    return nil
                } catch {
                    return error
                }
            }()

            guard case .api(let error)? = failure else {
                Issue.record("\(fault.name): expected the server's error, got \(String(describing: failure))")
                return
            }
            #expect(expected.matches(error), "\(fault.name): \(error)")
            #expect(error.description.contains(expected.says), "\(fault.name): \(error.description)")
            #expect(try Data(contentsOf: file) == kept, "\(fault.name) changed the account file")
            #expect(conbook.privateMessages.messages().count == 1)
            guard case .loggedIn = conbook.login.status() else {
                Issue.record("\(fault.name) logged the attendee out")
                return
            }

            server.setBehaviour(.routes(good))
            try await conbook.privateMessages.refresh()
            #expect(conbook.privateMessages.messages().count == 1)
        }
    }
}
