import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Event feedback: only where it is taken, sent with the login")
struct FeedbackTests {
    private typealias Sample = SampleConvention

    private func core(account: AccountState? = nil) throws -> ConbookTestContext {
        var content = Sample.content
        var opening = Sample.opening
        opening.isAcceptingFeedback = true
        content[Event.self].upsert(opening)
        return try ConbookTestContext(
            stored: StoredConvention(
                conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content),
            account: account)
    }

    @Test(
        "Given an event that takes feedback and a logged-in attendee, when feedback is sent, then the server gets it with the token"
    )
    func sends() async throws {
        let core = try core(account: AccountState(credential: SampleAttendee.credential))
        let feedback = try EventFeedback(eventID: Sample.opening.id, rating: 5, message: "Loved it")

        #expect(core.conbook.sendFeedback.acceptsFeedback(Sample.opening.id))
        try await core.conbook.sendFeedback.send(feedback)

        #expect(core.attendeeAPI?.feedback == [feedback])
        #expect(core.attendeeAPI?.requests == [.feedback(feedback, token: SampleAttendee.token.secret)])
    }

    @Test(
        "Given an event that takes no feedback, an unknown event or a rating out of range, then each is refused here and nothing is sent"
    )
    func refusals() async throws {
        let core = try core()

        #expect(!core.conbook.sendFeedback.acceptsFeedback(Sample.danceParty.id))
        await #expect(throws: FeedbackError.notAccepted(eventTitle: Sample.danceParty.title)) {
            try await core.conbook.sendFeedback.send(try EventFeedback(eventID: Sample.danceParty.id, rating: 3, message: ""))
        }
        await #expect(throws: FeedbackError.unknownEvent) {
            try await core.conbook.sendFeedback.send(try EventFeedback(eventID: "nowhere", rating: 3, message: ""))
        }
        #expect(throws: FeedbackError.ratingOutOfRange(6)) {
            try EventFeedback(eventID: Sample.opening.id, rating: 6, message: "")
        }
        #expect(core.attendeeAPI?.requests == [])
    }

    @Test("Given the server fails, when feedback is sent, then it says why and that the text is kept")
    func serverFails() async throws {
        let core = try core(account: SampleAttendee.account)
        core.attendeeAPI?.fail(.feedback, with: .serverError(status: 502))

        await #expect(throws: FeedbackError.login(.api(.serverError(status: 502)))) {
            try await core.conbook.sendFeedback.send(try EventFeedback(eventID: Sample.opening.id, rating: 4, message: "Nice"))
        }
        #expect(FeedbackError.login(.api(.serverError(status: 502))).description.hasSuffix("Your text is kept; try again."))
    }

    @Test("Given nobody logged in, when feedback is sent, then it asks for a login first and nothing is sent")
    func needsLogin() async throws {
        let core = try core()

        await #expect(throws: FeedbackError.login(.notLoggedIn)) {
            try await core.conbook.sendFeedback.send(try EventFeedback(eventID: Sample.opening.id, rating: 4, message: "Nice"))
        }
        #expect(core.attendeeAPI?.requests == [])
        #expect(FeedbackError.login(.notLoggedIn).description.contains("log in first"))
    }
}
