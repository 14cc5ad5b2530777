import ConbookCore
import ConbookTesting
import ConbookWeb
import Foundation
import Testing

/// The guide for everyone as a browser without script sees it: pages by address only, the steps
/// of a page as links and `GET` forms, nothing personal, and answers others may keep.
@MainActor
@Suite("Web guide for everyone: pages, steps and caching")
struct WebGuideTests {
    private typealias Sample = SampleConvention

    private func guide(
        configuration: WebGuideConfiguration = WebGuideConfiguration(), clock: ManualWebClock = ManualWebClock()
    ) throws -> (WebGuide, ConbookTestContext) {
        let core = try ConbookTestContext(attendeeStore: NoAttendeeStore())
        return (WebGuide(conbook: core.conbook, configuration: configuration, now: { clock.now }), core)
    }

    @Test(
        "Given the guide, when a visitor opens its root, then they see the first public section, no personal section or menu scene, and no form that posts"
    )
    func rootShowsOnlyPublicPages() async throws {
        let (guide, _) = try guide()
        let visitor = GuideVisitor(guide)

        let response = await visitor.get("/")

        #expect(response.status == 200)
        #expect(visitor.heading == "Announcements")
        let navigation = visitor.page.all("nav").flatMap { $0.all("a") }.compactMap { $0.attributes["href"] }
        #expect(navigation.contains("/schedule"))
        #expect(navigation.contains("/picks"))
        for personal in ["/news", "/messages", "/hidden", "/settings", "/login", "/pass", "/free", "/share"] {
            #expect(!navigation.contains(personal), "\(personal)")
        }
        #expect(response.header("set-cookie") == nil)
        #expect(!response.text.contains("method=\"post\""))
        #expect(response.header("content-security-policy")?.contains("script-src 'self'") == true)
        #expect(visitor.page.all("script").first?.attributes["src"]?.hasPrefix("/guide.js?v=") == true)
    }

    @Test(
        "Given the schedule, when a visitor follows another day's link, then its address holds the step and shows that day's events"
    )
    func dayIsAStepOfTheAddress() async throws {
        let (guide, _) = try guide()
        let visitor = GuideVisitor(guide)
        await visitor.get("/schedule")
        let dayLinks = visitor.page.all("nav").filter { $0.attributes["class"] == "tabs" }.flatMap { $0.all("a") }
            .filter { $0.attributes["href"]?.hasPrefix("/schedule/~day") == true }
        let thirdDay = try #require(dayLinks.last?.attributes["href"])

        let response = await visitor.get(thirdDay)

        #expect(response.status == 200)
        #expect(visitor.page.text.contains("Closing Ceremony"))
        #expect(!visitor.page.text.contains("Opening Ceremony"))
        #expect(visitor.links.contains("/events/event-closing"))
        #expect(!visitor.page.text.contains("Update now"), "refreshing is not a visitor's action")
    }

    @Test(
        "Given the schedule, when a visitor searches through the page's GET form, then they are sent to the search's own address, which finds it"
    )
    func searchHasItsOwnAddress() async throws {
        let (guide, _) = try guide()
        let visitor = GuideVisitor(guide)
        await visitor.get("/schedule")

        let response = try #require(await visitor.submit(field: "query", value: "paws"))

        #expect(response.status == 200)
        #expect(visitor.address.hasPrefix("/schedule/~search"))
        #expect(visitor.page.all("mark").map(\.text).contains("Paws"))
        #expect(visitor.links.contains("/events/event-drawing"))
        // The header's search leads to the same step.
        await visitor.get("/maps")
        _ = try #require(await visitor.submit(field: "query", value: "dance", inHeader: true))
        #expect(visitor.address.hasPrefix("/schedule/~search"))
        #expect(visitor.links.contains("/events/event-dance"))
    }

    @Test(
        "Given an event's page, when a visitor opens it, then it has no favourite, hide or feedback form, and its map link is a step"
    )
    func eventPageWithoutPersonalActions() async throws {
        let (guide, _) = try guide()
        let visitor = GuideVisitor(guide)

        let response = await visitor.get("/events/event-opening")

        #expect(response.status == 200)
        #expect(visitor.heading == "Opening Ceremony")
        #expect(visitor.page.all("main").flatMap { $0.all("form") }.isEmpty)
        #expect(!visitor.page.text.contains("Add to favourites"))
    }

    @Test(
        "Given an address with a step its page does not offer, or a malformed step, then it is not found; a step with a choice not shown is refused"
    )
    func stepsChecked() async throws {
        let (guide, _) = try guide()
        let visitor = GuideVisitor(guide)

        #expect(await visitor.get("/schedule/~favourites,on=true").status == 404)
        #expect(await visitor.get("/schedule/~refresh").status == 404)
        #expect(await visitor.get("/events/event-opening/~favourite").status == 404)
        #expect(await visitor.get("/schedule/~day,day=1/plain").status == 404)
        #expect(await visitor.get("/schedule/~").status == 404)
        #expect(await visitor.get("/news").status == 404)
        #expect(await visitor.get("/settings").status == 404)
        #expect(await visitor.get("/events/nothing-here").status == 404)
        let refused = await visitor.get("/schedule/~day,day=99")
        #expect(refused.status == 400)
        #expect(visitor.page.all("p").contains { $0.attributes["role"] == "alert" })
    }

    @Test("Given a day chosen after a track, when another day's link is followed, then it replaces the day and keeps the track")
    func stepReplacesItsEarlierSelf() async throws {
        let (guide, _) = try guide()
        let visitor = GuideVisitor(guide)
        await visitor.get("/schedule/~track,track=0/~day,day=0")

        let dayLinks = visitor.page.all("nav").flatMap { $0.all("a") }.compactMap { $0.attributes["href"] }
            .filter { $0.contains("~day") }

        #expect(dayLinks.contains("/schedule/~track%2Ctrack%3D0/~day%2Cday%3D2"))
        #expect(dayLinks.allSatisfy { $0.hasPrefix("/schedule/~track%2Ctrack%3D0/") })
    }

    @Test(
        "Given steps out of their page's order, when the address is asked for, then the browser is sent to the one address of that page"
    )
    func stepsInTheirOrder() async throws {
        let (guide, _) = try guide()
        let visitor = GuideVisitor(guide)

        let response = await visitor.get("/schedule/~day,day=0/~track,track=0")

        #expect(response.status == 200)
        #expect(visitor.address == "/schedule/~track%2Ctrack%3D0")
        await visitor.get("/schedule/~search,query=a/~search,query=paws")
        #expect(visitor.address == "/schedule/~search%2Cquery%3Dpaws")
    }

    @Test(
        "Given a page, when it is asked for again with its tag, then it is 304 Not Modified, with a tag, when the content last changed and a public lifetime"
    )
    func pagesCanBeKept() async throws {
        let (guide, _) = try guide()
        let visitor = GuideVisitor(guide)

        let first = await visitor.get("/schedule")
        let tag = try #require(first.header("etag"))
        #expect(first.header("cache-control") == "public, max-age=60")
        #expect(first.header("last-modified") == "Sat, 01 Aug 2026 12:00:00 GMT")

        let again = await visitor.get("/schedule", headers: [("if-none-match", tag)])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(again.header("etag") == tag)
        #expect(await visitor.get("/schedule", headers: [("if-none-match", "\"other\"")]).status == 200)
    }

    @Test("Given a page kept, when a sync changes the content, then the page is written again with the change and a new tag")
    func syncWritesPagesAgain() async throws {
        let (guide, core) = try guide()
        let visitor = GuideVisitor(guide)
        let before = try #require(await visitor.get("/events/event-artshow").header("etag"))
        var renamed = Sample.artShow
        renamed.title = "Art Show Grand Tour"
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                    EntityChanges<Event>(changed: [renamed]))))

        await core.conbook.refreshConvention.refresh()
        let after = await visitor.get("/events/event-artshow")

        #expect(visitor.heading == "Art Show Grand Tour")
        #expect(after.header("etag") != before)
        #expect(after.header("last-modified") == "Sat, 01 Aug 2026 12:01:00 GMT")
    }

    @Test(
        "Given a page written, when it is asked for off the main actor, then the kept page answers it (304 to its tag, no body to HEAD), as the style sheet is; not once twice its lifetime passed or the content changed, nor a form's choice or a POST"
    )
    func keptPagesAnswerOffTheMainActor() async throws {
        let clock = ManualWebClock()
        let (guide, core) = try guide(clock: clock)
        let request = WebRequest(method: .get, target: "/events/event-artshow")
        #expect(guide.keptAnswer(to: request) == nil)
        let written = await guide.respond(to: request)

        let kept = try #require(await Task.detached { guide.keptAnswer(to: request) }.value)
        #expect(kept.status == 200)
        #expect(kept.body == written.body)
        #expect(kept.header("x-content-type-options") == "nosniff")
        let tag = try #require(written.header("etag"))
        let revalidated = guide.keptAnswer(
            to: WebRequest(method: .get, target: "/events/event-artshow", headers: [("if-none-match", tag)]))
        #expect(revalidated?.status == 304)
        #expect(guide.keptAnswer(to: WebRequest(method: .head, target: "/events/event-artshow"))?.body == [])
        #expect(guide.keptAnswer(to: WebRequest(method: .get, target: "/events/event-artshow?do=search&query=x")) == nil)
        #expect(guide.keptAnswer(to: WebRequest(method: .post, target: "/events/event-artshow")) == nil)
        let styleSheet = guide.keptAnswer(to: WebRequest(method: .get, target: "/style.css"))
        #expect(styleSheet?.header("content-type") == "text/css; charset=utf-8")

        clock.now += .seconds(119)
        #expect(guide.keptAnswer(to: request) != nil)
        clock.now += .seconds(1)
        #expect(guide.keptAnswer(to: request) == nil)
        _ = await guide.respond(to: request)
        #expect(guide.keptAnswer(to: request) != nil)
        await core.conbook.refreshConvention.refresh()
        #expect(guide.keptAnswer(to: request) == nil)
    }

    @Test("Given a page kept, when a sync fails, then the page stays kept, as it was; a sync that brings a change forgets it")
    func failedSyncKeepsPages() async throws {
        let (guide, core) = try guide()
        let request = WebRequest(method: .get, target: "/events/event-artshow")
        let written = await guide.respond(to: request)
        core.api.answer(with: .failure(.serverError(status: 500, reason: "down")))

        await core.conbook.refreshConvention.refresh()

        #expect(guide.keptAnswer(to: request)?.body == written.body)
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                    EntityChanges<Event>(changed: [Sample.artShow]))))
        await core.conbook.refreshConvention.refresh()
        #expect(guide.keptAnswer(to: request) == nil)
    }

    @Test(
        "Given a page's tag, when a sync brings nothing new, then the page written again has the same tag, so a 304 still answers it"
    )
    func syncWithoutChangesKeepsTags() async throws {
        let (guide, core) = try guide()
        let visitor = GuideVisitor(guide)
        let tag = try #require(await visitor.get("/events/event-artshow").header("etag"))
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)))))

        await core.conbook.refreshConvention.refresh()

        #expect(core.conbook.outline?.lastServerTime == Sample.serverTime.advanced(by: .seconds(60)))
        #expect(await visitor.get("/events/event-artshow", headers: [("if-none-match", tag)]).status == 304)
    }

    @Test(
        "Given a page kept past its lifetime, when it is asked for, then it answers as it was while it is written again, and the next visitor sees the page written anew"
    )
    func pagePastItsLifetimeIsWrittenAgain() async throws {
        let clock = ManualWebClock()
        let (guide, core) = try guide(clock: clock)
        let request = WebRequest(method: .get, target: "/now")
        let first = await guide.respond(to: request)
        // What runs now changes with the time alone: only a page written again shows it.
        core.clock.advance(by: .seconds(3 * 3600))
        clock.now += .seconds(60)

        let meanwhile = try #require(guide.keptAnswer(to: request))
        #expect(meanwhile.body == first.body)
        for _ in 0..<1000 where guide.keptAnswer(to: request)?.body == first.body { await Task.yield() }

        let rewritten = try #require(guide.keptAnswer(to: request))
        #expect(rewritten.status == 200)
        #expect(rewritten.body != first.body)
    }

    @Test(
        "Given a page kept and another program's sync of a change, when a second has passed, then the page shows the change, whether the main actor or a server thread is asked first"
    )
    func catchesUpWithAnotherProgramsSync() async throws {
        var renamed = Sample.artShow
        renamed.title = "Art Show Grand Tour"
        let programs = try TwoProgramsOnOneStore(syncing: [renamed])
        let clock = ManualWebClock()
        let guide = WebGuide(conbook: programs.guide, now: { clock.now })
        let visitor = GuideVisitor(guide)
        await visitor.get("/events/event-artshow")
        #expect(visitor.heading == "Art Show Tour")

        try await programs.syncAsAnotherProgram()
        await visitor.get("/events/event-artshow")
        #expect(visitor.heading == "Art Show Tour")
        clock.now += .seconds(1)
        let request = WebRequest(method: .get, target: "/events/event-artshow")
        // The kept page answers while the main actor is asked to catch up; then it is forgotten.
        #expect(guide.keptAnswer(to: request).map { ParsedPage($0.text).all("h1").first?.text } == "Art Show Tour")
        for _ in 0..<1000 where guide.keptAnswer(to: request) != nil { await Task.yield() }
        #expect(guide.keptAnswer(to: request) == nil)
        await visitor.get("/events/event-artshow")

        #expect(visitor.heading == "Art Show Grand Tour")
    }

    @Test("Given a small page store, when ten thousand different searches come, then the pages kept never pass its size")
    func searchesDoNotGrowMemory() async throws {
        var configuration = WebGuideConfiguration()
        configuration.maximumCachedBytes = 200_000
        let (guide, _) = try guide(configuration: configuration)
        let visitor = GuideVisitor(guide)

        for number in 0..<10_000 {
            let response = await visitor.get("/schedule/~search,query=word\(number)")
            #expect(response.status == 200)
            #expect(guide.cachedPages.bytes <= 200_000)
        }
        #expect(guide.cachedPages.count < 100)
    }

    @Test("Given what a visitor may send, when it is past a limit or not a page's, then it is refused and nothing is kept")
    func abuseRefused() async throws {
        let (guide, _) = try guide()

        let post = await guide.respond(
            to: WebRequest(method: .post, target: "/schedule", headers: [("host", "x")], body: Array("action=favourite".utf8)))
        #expect(post.status == 405)
        #expect(post.header("allow") == "GET, HEAD")
        let body = await guide.respond(to: WebRequest(method: .get, target: "/schedule", body: [1, 2, 3]))
        #expect(body.status == 413)
        let long = await guide.respond(
            to: WebRequest(method: .get, target: "/schedule/~search,query=" + String(repeating: "a", count: 3000)))
        #expect(long.status == 414)
        let dots = await guide.respond(to: WebRequest(method: .get, target: "/events/%2e%2e/x"))
        #expect(dots.status == 400)
        #expect(guide.cachedPages.count == 0)
    }

    @Test(
        "Given picked events in an address, when it is opened, then it lists them with their calendar file's and its own address")
    func picksListAndCalendar() async throws {
        let (guide, _) = try guide()
        let visitor = GuideVisitor(guide)

        let response = await visitor.get("/picks/event-closing,event-opening")

        #expect(response.status == 200)
        #expect(visitor.links.contains("/events/event-opening"))
        #expect(visitor.links.contains("/events/event-closing"))
        #expect(!visitor.links.contains("/events/event-dance"))
        let calendar = try #require(visitor.links.first { $0.hasPrefix("/calendar.ics?ids=") })
        let file = await visitor.get(calendar)
        #expect(file.status == 200)
        #expect(file.header("content-type") == "text/calendar; charset=utf-8")
        #expect(file.text.hasPrefix("BEGIN:VCALENDAR\r\n"))
        #expect(file.text.components(separatedBy: "BEGIN:VEVENT").count == 3)
        #expect(file.text.contains("SUMMARY:Opening Ceremony"))
        #expect(file.text.contains("UID:event-closing@TESTCON26.conbook"))
    }

    @Test("Given a calendar or picks address out of bounds, then it is refused")
    func picksBounded() async throws {
        var configuration = WebGuideConfiguration()
        configuration.maximumPicks = 3
        let (guide, _) = try guide(configuration: configuration)
        let visitor = GuideVisitor(guide)

        #expect(await visitor.get("/calendar.ics?ids=a,b,c,d").status == 400)
        #expect(await visitor.get("/calendar.ics").status == 400)
        #expect(await visitor.get("/calendar.ics?ids=%ZZ").status == 400)
        #expect(await visitor.get("/picks/a,b,c,d").status == 400)
        #expect(visitor.page.text.contains("At most 3 events"))
        #expect(await visitor.get("/picks/event-opening").status == 200)
    }

    @Test("Given the guide's files, then the script, worker, manifest and index are served with the convention's events")
    func files() async throws {
        let (guide, _) = try guide()
        let visitor = GuideVisitor(guide)

        let script = await visitor.get("/guide.js")
        #expect(script.header("content-type") == "text/javascript; charset=utf-8")
        #expect(script.text.contains("localStorage"))
        let worker = await visitor.get("/sw.js")
        #expect(worker.header("cache-control") == "no-cache")
        let manifest = await visitor.get("/manifest.webmanifest")
        #expect(manifest.text.contains("\"start_url\":\"/\""))
        let index = await visitor.get("/guide-index.json")
        #expect(index.text.contains("[\"event-opening\",\"Opening Ceremony\","))
        #expect(index.text.components(separatedBy: "\n[").count == Sample.events.count)
    }
}

/// What only means something to one attendee stays out of the guide's pages.
@MainActor
@Suite("Web guide for everyone: nothing personal on its pages")
struct WebGuidePersonalTests {
    private func visitor() throws -> GuideVisitor {
        let core = try ConbookTestContext(attendeeStore: NoAttendeeStore())
        return GuideVisitor(WebGuide(conbook: core.conbook))
    }

    @Test("Given the guide, when its pages are read, then none shows a favourite, read or hidden mark, or what can be kept")
    func noPersonalMarks() async throws {
        let visitor = try visitor()

        await visitor.get("/events/event-opening")
        #expect(!visitor.page.text.contains("Favourite"))
        await visitor.get("/announcements")
        #expect(!visitor.page.text.contains("unread"))
        #expect(visitor.page.all("span").allSatisfy { $0.attributes["class"] != "unread" })
        await visitor.get("/schedule")
        #expect(!visitor.page.text.contains("Hide from the schedule"))
        await visitor.get("/picks/event-opening")
        #expect(visitor.page.all("h2").allSatisfy { !$0.text.contains("friend") })
        #expect(visitor.page.all("a").filter { $0.attributes["aria-current"] == "page" }.isEmpty)
    }

    @Test("Given the script's words, then the pick button's and the search's carry their placeholders for the script to fill")
    func scriptWordsKeepPlaceholders() async throws {
        let visitor = try visitor()

        await visitor.get("/schedule")
        let root = try #require(visitor.page.all("html").first ?? Optional(visitor.page.root))

        #expect(root.attributes["data-word-pick-label"] == "Pick {title}")
        #expect(root.attributes["data-word-results"] == "{count} events found")
        #expect(root.attributes["data-guide"] == "served")
        #expect(root.attributes["data-convention"] == "TESTCON26")
    }
}
