import ConbookCore
import ConbookEventDetail
import ConbookModuleKit
import ConbookWeb
import Testing

@MainActor
@Suite("Web scene: Event detail")
struct WebEventDetailSceneTests {
    private let harness = WebSceneHarness()

    private func loadedScene(_ viewModel: EventDetailViewModel) -> (WebEventDetailScene, CapturingEventDetailDelegate) {
        let scene = harness.factory.makeEventDetailScene()
        let delegate = CapturingEventDetailDelegate()
        scene.setDelegate(delegate)
        scene.appear()
        scene.show(viewModel)
        return (scene, delegate)
    }

    private let event = EventDetailViewModel(
        title: "Drawing <script>alert(1)</script>", subtitle: "Paws in ten steps", when: "Wednesday 19 August, 10:00–12:00",
        room: "Panel Room", track: "Workshops", hosts: "Sketchy Fox, Pen/Wolf",
        abstract: RichText([.paragraph([.text("Learn to draw paws.")])]), description: nil, tags: ["art"], isFavourite: true,
        change: "Changed in the last schedule update: room.", mapName: "Venue",
        links: [
            LinkViewModel(name: "Sign-up", destination: "web page · https://example.org", canOpen: true),
            LinkViewModel(name: "Evil", destination: "not opened: javascript: links are not followed", canOpen: false),
        ],
        acceptsFeedback: true, clashes: ["Clashes with Fursuit Parade (11:00–12:00, Lobby)"], priority: "normal",
        recording: "not recorded", friends: "Alex ★", hostNames: ["Sketchy Fox", "Pen/Wolf"], id: "e/1")

    @Test(
        "Given an event, when the page is written, then its facts, hosts as links, actions and texts show and a title with markup is text"
    )
    func writesTheEvent() {
        let (scene, delegate) = loadedScene(event)
        let (title, page, html) = harness.page(of: scene)

        #expect(delegate.loads == 1)
        #expect(title == "Drawing <script>alert(1)</script>")
        #expect(!html.contains("<script>"))
        #expect(scene.address.text == "/events/e%2F1")
        #expect(page.linkAddresses == ["/people/Sketchy%20Fox", "/people/Pen%2FWolf"])
        #expect(page.all("dt").map(\.text).prefix(3) == ["When", "Where", "Map"])
        #expect(page.text.contains("Venue"))
        #expect(page.text.contains("Clashes with Fursuit Parade"))
        #expect(page.text.contains("Alex ★"))
        #expect(page.text.contains("Learn to draw paws."))
        #expect(page.all("h2").map(\.text) == ["About the event", "Links"])
        let buttons = page.all("button").map(\.text)
        #expect(
            buttons == [
                "Remove from the favourites", "Hide the event", "Show the room on the map", "Give feedback", "High priority",
                "Normal priority", "Sign-up",
            ])
        #expect(page.text.contains("not opened: javascript: links are not followed"))
    }

    @Test("Given the page, when each of its forms is posted, then the presenter hears each")
    func actsOnEveryForm() throws {
        let (scene, delegate) = loadedScene(event)
        let forms = harness.page(of: scene).page.forms

        for form in forms {
            #expect(form.method == "post")
            #expect(form.target == "/events/e%2F1")
            try harness.post(form, to: scene)
        }

        #expect(delegate.calls == ["favourite", "hide", "map", "feedback", "priority true", "priority false", "link 0"])
    }

    @Test("Given a hidden event that is no favourite, when the page is written, then it offers to show it again, and no priority")
    func hiddenEvent() throws {
        var hidden = event
        hidden.hidden = "hidden with its room Panel Room"
        hidden.isFavourite = false
        hidden.priority = nil
        hidden.mapName = nil
        hidden.acceptsFeedback = false
        let (scene, delegate) = loadedScene(hidden)
        let page = harness.page(of: scene).page

        #expect(page.all("button").map(\.text) == ["Mark as a favourite", "Show the event again", "Sign-up"])
        #expect(page.text.contains("hidden with its room Panel Room"))
        try harness.post(try #require(page.forms.first { $0.action == "show" }), to: scene)
        #expect(delegate.calls == ["show"])
        #expect(throws: WebFormError.unknownAction("priority")) {
            try scene.act(on: WebForm(action: "priority", fields: [("level", "high")]))
        }
        #expect(throws: WebFormError.unknownAction("map")) { try scene.act(on: WebForm(action: "map", fields: [])) }
        #expect(throws: WebFormError.unknownAction("feedback")) { try scene.act(on: WebForm(action: "feedback", fields: [])) }
        #expect(delegate.calls == ["show"])
    }

    @Test("Given a link refused, out of range or a malformed priority, then the form is refused and the presenter hears nothing")
    func refusesMalformedForms() {
        let (scene, delegate) = loadedScene(event)

        #expect(throws: WebFormError.malformedField("link")) {
            try scene.act(on: WebForm(action: "link", fields: [("link", "1")]))
        }
        #expect(throws: WebFormError.malformedField("link")) {
            try scene.act(on: WebForm(action: "link", fields: [("link", "2")]))
        }
        #expect(throws: WebFormError.missingField("link")) { try scene.act(on: WebForm(action: "link", fields: [])) }
        #expect(throws: WebFormError.malformedField("level")) {
            try scene.act(on: WebForm(action: "priority", fields: [("level", "urgent")]))
        }
        #expect(throws: WebFormError.unknownAction("host")) { try scene.act(on: WebForm(action: "host", fields: [])) }
        #expect(delegate.calls.isEmpty)
    }

    @Test(
        "Given nothing shown yet, then the page loads at /events and refuses forms; an event gone says so and keeps its address")
    func loadingAndUnavailable() {
        let scene = harness.factory.makeEventDetailScene()
        let delegate = CapturingEventDetailDelegate()
        scene.setDelegate(delegate)

        #expect(scene.address.text == "/events")
        #expect(harness.page(of: scene).page.text.contains("Loading…"))
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "favourite", fields: [])) }

        scene.show(event)
        scene.showUnavailable("This event is no longer in the schedule.")
        let (title, page, _) = harness.page(of: scene)
        #expect(title == "Event unavailable")
        #expect(page.text.contains("This event is no longer in the schedule."))
        #expect(page.linkAddresses == ["/schedule"])
        #expect(scene.address.text == "/events/e%2F1")
        #expect(throws: WebFormError.notLoadedYet) { try scene.act(on: WebForm(action: "favourite", fields: [])) }
        #expect(delegate.calls.isEmpty)
    }

    @Test("Given an error, when the presenter reports it, then the person is told")
    func reportsErrors() {
        let (scene, _) = loadedScene(event)
        scene.showError("The favourite could not be saved: disk full")

        #expect(harness.notices.takeAll().map(\.text) == ["The favourite could not be saved: disk full"])
    }

    @Test("Given German, when the page is written, then its words are German")
    func writesGerman() {
        let harness = WebSceneHarness(language: .german)
        let scene = harness.factory.makeEventDetailScene()
        scene.show(event)
        let page = harness.page(of: scene).page

        #expect(page.all("dt").map(\.text).prefix(2) == ["Wann", "Wo"])
        #expect(page.text.contains("Aus den Favoriten entfernen"))
    }
}

@MainActor
private final class CapturingEventDetailDelegate: EventDetailSceneDelegate {
    var loads = 0
    var calls: [String] = []

    func eventDetailSceneDidLoad() { loads += 1 }
    func eventDetailSceneDidToggleFavourite() { calls.append("favourite") }
    func eventDetailSceneDidSelectRoomLocation() { calls.append("map") }
    func eventDetailSceneDidSelectLink(at index: Int) { calls.append("link \(index)") }
    func eventDetailSceneDidAskForFeedback() { calls.append("feedback") }
    func eventDetailSceneDidSetPriority(high: Bool) { calls.append("priority \(high)") }
    func eventDetailSceneDidHide() { calls.append("hide") }
    func eventDetailSceneDidShowAgain() { calls.append("show") }
    func eventDetailSceneDidSelectHost(at index: Int) { calls.append("host \(index)") }
}
