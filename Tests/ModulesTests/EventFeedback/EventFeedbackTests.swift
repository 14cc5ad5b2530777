import ConbookCore
import ConbookEventFeedback
import ConbookTesting
import Testing

@MainActor
@Suite("Event Feedback")
struct EventFeedbackModuleTests {
    private typealias Sample = SampleConvention

    /// A capturing delegate: how many times the user gave up.
    private final class Delegate: EventFeedbackModuleDelegate {
        var cancels = 0
        func eventFeedbackModuleDidCancel() { cancels += 1 }
    }

    private func core() throws -> ConbookTestContext {
        var content = Sample.content
        var opening = Sample.opening
        opening.isAcceptingFeedback = true
        content[Event.self].upsert(opening)
        return try .storing(content, account: SampleAttendee.account)
    }

    private func feedback(_ core: ConbookTestContext, on event: Event.ID) -> (CapturingEventFeedbackScene, Delegate) {
        let scene = CapturingEventFeedbackScene()
        let delegate = Delegate()
        EventFeedbackModuleBuilder(conbook: core.conbook).build(scene: scene, event: event, delegate: delegate)
        scene.simulateSceneDidLoad()
        return (scene, delegate)
    }

    @Test("Given an event that takes feedback, when a rating and text are sent, then the server gets them and the scene thanks")
    func sends() async throws {
        let core = try core()
        let (scene, _) = feedback(core, on: Sample.opening.id)
        #expect(scene.viewModel?.eventTitle == "Opening Ceremony")
        #expect(scene.viewModel?.eventID == Sample.opening.id.rawValue)
        #expect(scene.viewModel?.status == .editing(problem: nil))

        scene.simulateSubmitting(rating: " 5 ", message: "Loved it")
        #expect(scene.viewModel?.status == .sending)
        await core.settle()

        #expect(scene.viewModel?.status == .sent("Thank you: your 5-star feedback was sent."))
        #expect(core.attendeeAPI?.feedback == [try EventFeedback(eventID: Sample.opening.id, rating: 5, message: "Loved it")])
    }

    @Test("Given a rating that is no number of stars from 1 to 5, when sent, then it is refused at once and nothing is sent")
    func refusesBadRatings() async throws {
        let core = try core()
        let (scene, _) = feedback(core, on: Sample.opening.id)

        for rating in ["0", "6", "five", ""] {
            scene.simulateSubmitting(rating: rating, message: "x")
            #expect(scene.viewModel?.status == .editing(problem: "A rating is a number of stars from 1 to 5."))
        }
        await core.settle()
        #expect(core.attendeeAPI?.requests == [])
    }

    @Test("Given the server fails, when sent, then it says why and keeps the text; retrying sends the same feedback")
    func keepsTheTextOnFailure() async throws {
        let core = try core()
        core.attendeeAPI?.fail(.feedback, with: .timedOut(seconds: 30))
        let (scene, _) = feedback(core, on: Sample.opening.id)

        scene.simulateSubmitting(rating: "4", message: "Great, but long")
        await core.settle()
        guard case .failed(let reason) = scene.viewModel?.status else {
            Issue.record("expected a failure")
            return
        }
        #expect(reason.contains("did not answer within 30 seconds"))
        #expect(scene.viewModel?.draft == "4 stars: Great, but long")

        core.attendeeAPI?.fail(.feedback, with: nil)
        scene.simulateRetrying()
        await core.settle()
        #expect(core.attendeeAPI?.feedback.map(\.message) == ["Great, but long"])
    }

    @Test(
        "Given an event that takes no feedback, when the scene appears, then it says so and sends nothing; giving up is reported")
    func notAccepted() async throws {
        let core = try core()
        let (scene, delegate) = feedback(core, on: Sample.danceParty.id)

        #expect(scene.viewModel?.status == .unavailable("This event does not take feedback."))
        scene.simulateSubmitting(rating: "5", message: "x")
        scene.simulateCancelling()

        #expect(core.attendeeAPI?.requests == [])
        #expect(delegate.cancels == 1)
    }

    @Test(
        "Given nobody logged in, when the page of an event that takes feedback appears, then it says to log in first, before anything is written; logging in opens it"
    )
    func loginFirst() async throws {
        var content = Sample.content
        var opening = Sample.opening
        opening.isAcceptingFeedback = true
        content[Event.self].upsert(opening)
        let core = try ConbookTestContext.storing(content)
        let (scene, _) = feedback(core, on: Sample.opening.id)

        #expect(
            scene.viewModel?.status
                == .unavailable("Feedback is for logged-in attendees: log in first (log in), then come back to this page."))

        try await core.logIn()
        #expect(scene.viewModel?.status == .editing(problem: nil))
    }

    @Test(
        "Given a login the server knows no attendee registration of, when the page appears, then it says feedback is for attendees"
    )
    func notAnAttendee() throws {
        var content = Sample.content
        var opening = Sample.opening
        opening.isAcceptingFeedback = true
        content[Event.self].upsert(opening)
        var account = SampleAttendee.account
        account.profile = AttendeeProfile(roles: [], registrations: [])
        let core = try ConbookTestContext.storing(content, account: account)
        let (scene, _) = feedback(core, on: Sample.opening.id)

        #expect(
            scene.viewModel?.status
                == .unavailable("Feedback is for attendees, and the convention's server knows no attendee registration of yours.")
        )
    }
}
