import ConbookCore
import ConbookEventDetail
import ConbookModuleKit
import ConbookTesting
import Testing

@MainActor
@Suite("Event Detail")
struct EventDetailTests {
    private typealias Sample = SampleConvention

    @Test("Given an event, when its detail appears, then every particular is shown in convention-local time")
    func showsTheWholeEvent() throws {
        let context = EventDetailModuleTestContext(core: try ConbookTestContext(), event: Sample.drawingWorkshop.id)

        #expect(
            context.scene.viewModel
                == EventDetailViewModel(
                    title: "Drawing Paws", subtitle: nil, when: "Wednesday 19 August, 10:00–12:00 CEST",
                    room: "Panel Room", track: "Workshops", hosts: "Sketchy Fox, Pen Wolf",
                    abstract: RichText(plain: "Learn to draw paws in ten easy steps."),
                    description: RichText(plain: "Bring a pencil.\n\nPaper is provided."),
                    tags: ["art", "workshop"], isFavourite: false, mapName: "Venue", hostNames: ["Sketchy Fox", "Pen Wolf"],
                    id: Sample.drawingWorkshop.id.rawValue))
    }

    @Test(
        "Given an event the source says will not be recorded, when its detail appears, then it says so; other events say nothing of recording"
    )
    func notRecorded() throws {
        var content = Sample.content
        var unrecorded = Sample.drawingWorkshop
        unrecorded.tags.append(Event.notRecordedTag)
        content[Event.self].upsert(unrecorded)
        let core = try ConbookTestContext.storing(content)

        let workshop = EventDetailModuleTestContext(core: core, event: Sample.drawingWorkshop.id)
        let opening = EventDetailModuleTestContext(core: core, event: Sample.opening.id)

        #expect(workshop.scene.viewModel?.recording == "not recorded: whoever misses it cannot watch it later")
        #expect(opening.scene.viewModel?.recording == nil)
    }

    @Test("Given an event whose room is on a map, when the user asks for it, then the module reports the room's place on the map")
    func roomOnTheMap() throws {
        let context = EventDetailModuleTestContext(core: try ConbookTestContext(), event: Sample.opening.id)
        #expect(context.scene.viewModel?.mapName == "Venue")

        context.scene.simulateSelectingRoomLocation()

        #expect(context.delegate.selectedRoomLocations.map(\.map.id) == [Sample.venueMap.id])
        #expect(context.delegate.selectedRoomLocations.map(\.entry.id) == ["entry-main"])
    }

    @Test("Given a favourite taken off the schedule, when its detail is shown, then its room can still be shown on the map")
    func removedFavouritesRoomOnTheMap() async throws {
        let core = try ConbookTestContext(
            favourites: [Sample.artShow.id],
            api: StubConventionAPI([
                .success(
                    SyncResponse(
                        conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                        EntityChanges<Event>(deleted: [Sample.artShow.id])))
            ]))
        core.conbook.refreshConvention.startRefresh()
        await core.settle()
        let context = EventDetailModuleTestContext(core: core, event: Sample.artShow.id)

        context.scene.simulateSelectingRoomLocation()

        #expect(context.scene.viewModel?.mapName == "Venue")
        #expect(context.delegate.selectedRoomLocations.map(\.entry.id) == ["entry-panel"])
    }

    @Test("Given a convention without maps, when an event is shown, then its room is on no map and asking for it does nothing")
    func roomOnNoMap() throws {
        var content = Sample.content
        content[ConventionMap.self].removeAll()
        let core = try ConbookTestContext.storing(content)
        let context = EventDetailModuleTestContext(core: core, event: Sample.opening.id)

        context.scene.simulateSelectingRoomLocation()

        #expect(context.scene.viewModel?.mapName == nil)
        #expect(context.delegate.selectedRoomLocations == [])
    }

    @Test(
        "Given an event whose abstract and description link a dealer's page and a web page (one of them twice), when shown, then the links are listed once each in reading order, and choosing one reports where it leads"
    )
    func linksInTheTexts() throws {
        var event = Sample.opening
        let dealer = "https://app.eurofurence.org/\(Sample.identifier.rawValue)/Web/Dealers/\(Sample.sketchyFox.id.rawValue)"
        event.abstract = "Meet [the fox](\(dealer))."
        event.description = "Photos on [the gallery](https://photos.example/) and [the fox](\(dealer)) again."
        var content = Sample.content
        content[Event.self].upsert(event)
        let core = try ConbookTestContext.storing(content, richTextParser: InlineLinkRichTextParser())
        let context = EventDetailModuleTestContext(core: core, event: event.id)

        #expect(context.scene.viewModel?.links.map(\.name) == ["the fox", "the gallery"])
        #expect(context.scene.viewModel?.links.map(\.destination) == ["dealer", "web page · https://photos.example/"])
        #expect(context.scene.simulateSelectingLink(named: "the gallery"))
        #expect(context.delegate.followedLinks.map(\.destination) == [.webPage("https://photos.example/")])
    }

    @Test(
        "Given an event that takes feedback and one that does not, when shown, then only the first says so, and asking for feedback is reported only there"
    )
    func feedback() throws {
        var content = Sample.content
        var opening = Sample.opening
        opening.isAcceptingFeedback = true
        content[Event.self].upsert(opening)
        let core = try ConbookTestContext.storing(content)
        let taking = EventDetailModuleTestContext(core: core, event: opening.id)
        let notTaking = EventDetailModuleTestContext(core: core, event: Sample.danceParty.id)

        #expect(taking.scene.viewModel?.acceptsFeedback == true)
        #expect(notTaking.scene.viewModel?.acceptsFeedback == false)
        taking.scene.simulateAskingForFeedback()
        notTaking.scene.simulateAskingForFeedback()

        #expect(taking.delegate.feedbackRequests == [opening.id])
        #expect(notTaking.delegate.feedbackRequests == [])
    }

    @Test("Given a source without attendee services, when an event that takes feedback is shown, then it offers none")
    func feedbackNotOffered() throws {
        var content = Sample.content
        var opening = Sample.opening
        opening.isAcceptingFeedback = true
        content[Event.self].upsert(opening)
        let core = try ConbookTestContext(
            stored: StoredConvention(
                conventionIdentifier: Sample.identifier, lastServerTime: Sample.serverTime, content: content),
            attendeeAPI: nil)

        #expect(EventDetailModuleTestContext(core: core, event: opening.id).scene.viewModel?.acceptsFeedback == false)
    }

    @Test("Given a description identical to the abstract, when shown, then the description is omitted")
    func descriptionRepeatingTheAbstractIsOmitted() throws {
        let context = EventDetailModuleTestContext(core: try ConbookTestContext(), event: Sample.opening.id)

        #expect(context.scene.viewModel?.abstract == RichText(plain: "The convention opens."))
        #expect(context.scene.viewModel?.description == nil)
        #expect(context.scene.viewModel?.subtitle == "Welcome aboard")
        #expect(context.scene.viewModel?.room == "Main Stage — Hall A")
    }

    @Test(
        "Given a description that begins with the abstract (line ends and spaces aside), when shown, then the abstract is omitted and the description shows whole, so no paragraph shows twice"
    )
    func descriptionBeginningWithTheAbstractShowsOnce() throws {
        let context = try openingDetail(
            abstract: "Take me to the\nReg Line!",
            description: "Take me to the Reg Line!\r\n\r\nArriving late? Go to the Security Office.")

        #expect(context.scene.viewModel?.abstract == nil)
        #expect(
            context.scene.viewModel?.description
                == RichText(plain: "Take me to the Reg Line!\n\nArriving late? Go to the Security Office."))
    }

    @Test("Given a description that only shares the abstract's first words, when shown, then both show")
    func descriptionSharingTheFirstWordsShowsBoth() throws {
        let context = try openingDetail(
            abstract: "Take me to the Reg Line!", description: "Take me to the Reg Line, said nobody.")

        #expect(context.scene.viewModel?.abstract == RichText(plain: "Take me to the Reg Line!"))
        #expect(context.scene.viewModel?.description == RichText(plain: "Take me to the Reg Line, said nobody."))
    }

    /// The Opening Ceremony's page, the event given this abstract and description.
    private func openingDetail(abstract: String, description: String) throws -> EventDetailModuleTestContext {
        var content = Sample.content
        var opening = Sample.opening
        opening.abstract = abstract
        opening.description = description
        content[Event.self].upsert(opening)
        return EventDetailModuleTestContext(core: try ConbookTestContext.storing(content), event: opening.id)
    }

    @Test("Given an empty description, when shown, then it is omitted")
    func emptyDescriptionIsOmitted() throws {
        let context = EventDetailModuleTestContext(core: try ConbookTestContext(), event: Sample.danceParty.id)

        #expect(context.scene.viewModel?.description == nil)
    }

    @Test(
        "Given a rich text parser, when the detail appears, then the abstract and description are formatted by it, format guessed"
    )
    func textsGoThroughTheRichTextParser() throws {
        let core = try ConbookTestContext(richTextParser: FormatNamingParser())
        let context = EventDetailModuleTestContext(core: core, event: Sample.drawingWorkshop.id)

        #expect(context.scene.viewModel?.abstract?.plainText == "automatic: Learn to draw paws in ten easy steps.")
        #expect(context.scene.viewModel?.description?.plainText == "automatic: Bring a pencil.\n\nPaper is provided.")
    }

    @Test("Given an event that ends after midnight, when shown, then the time says it ends the next day")
    func overnightEvent() throws {
        let context = EventDetailModuleTestContext(core: try ConbookTestContext(), event: Sample.danceParty.id)

        #expect(context.scene.viewModel?.when == "Wednesday 19 August, 21:00–02:00 CEST (ends the next day)")
    }

    @Test("Given a calendar in another zone, when shown, then times follow that zone")
    func timesFollowTheConventionsZone() throws {
        let core = try ConbookTestContext(calendar: FixedOffsetConventionCalendar(offsetInMinutes: -240, abbreviation: "EDT"))
        let context = EventDetailModuleTestContext(core: core, event: Sample.opening.id)

        #expect(context.scene.viewModel?.when == "Wednesday 19 August, 04:00–05:00 EDT")
    }

    @Test("Given an event, when the user toggles its favourite twice, then the mark follows and the store keeps it")
    func togglingTheFavourite() throws {
        let core = try ConbookTestContext()
        let context = EventDetailModuleTestContext(core: core, event: Sample.opening.id)

        context.scene.simulateTogglingFavourite()
        #expect(context.scene.viewModel?.isFavourite == true)
        #expect(core.store.favourites == [Sample.opening.id])

        context.scene.simulateTogglingFavourite()
        #expect(context.scene.viewModel?.isFavourite == false)
        #expect(core.store.favourites == [])
    }

    @Test("Given the store cannot be written, when the user toggles the favourite, then an error is shown and nothing changes")
    func favouriteThatCannotBeSaved() throws {
        let core = try ConbookTestContext()
        core.store.failsWrites = true
        let context = EventDetailModuleTestContext(core: core, event: Sample.opening.id)

        context.scene.simulateTogglingFavourite()

        #expect(context.scene.viewModel?.isFavourite == false)
        #expect(context.scene.errorMessage?.hasPrefix("The favourite could not be saved") == true)
        #expect(core.conbook.toggleFavourite.isFavourite(Sample.opening.id) == false)
    }

    @Test("Given the detail is shown, when the event becomes a favourite elsewhere, then the mark updates at once")
    func favouriteUpdatesLive() throws {
        let core = try ConbookTestContext()
        let context = EventDetailModuleTestContext(core: core, event: Sample.opening.id)

        try core.conbook.toggleFavourite.toggle(Sample.opening.id)

        #expect(context.scene.viewModel?.isFavourite == true)
    }

    @Test("Given the detail is shown, when a sync deletes the event, then the scene says it is no longer in the schedule")
    func eventDeletedWhileShown() async throws {
        let core = try ConbookTestContext()
        let context = EventDetailModuleTestContext(core: core, event: Sample.opening.id)
        core.api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: Sample.identifier, serverTime: Sample.serverTime.advanced(by: .seconds(60)),
                    EntityChanges<Event>(deleted: [Sample.opening.id]))))

        await core.conbook.refreshConvention.refresh()

        #expect(context.scene.viewModel == nil)
        #expect(context.scene.unavailableMessage == "This event is no longer in the schedule.")
    }

    @Test("Given an unknown event, when its detail appears, then it says the event is not in the schedule")
    func unknownEvent() throws {
        let context = EventDetailModuleTestContext(core: try ConbookTestContext(), event: "no-such-event")

        #expect(context.scene.unavailableMessage == "This event is no longer in the schedule.")
    }

    @Test(
        "Given a 2026 room with a capacity and a description, when an event there is shown, then the room says how many it seats and what it is; German groups the number its way"
    )
    func roomOf2026() throws {
        // (and the way to it in the venue's navigation, first of the page's links)
        var content = Sample.content
        var hall = Sample.mainStage
        hall.capacity = 1200
        hall.roomDescription = "The big hall, ground floor."
        hall.navigationURL = "https://nav.example/room/hall-a"
        content[Room.self].upsert(hall)
        let context = EventDetailModuleTestContext(core: try ConbookTestContext.storing(content), event: Sample.opening.id)

        #expect(context.scene.viewModel?.room == "Main Stage — Hall A (1,200 seats)")
        #expect(context.scene.viewModel?.roomDescription == "The big hall, ground floor.")
        #expect(context.scene.viewModel?.links.first?.name == "The way to the room")
        #expect(context.scene.viewModel?.links.first?.address == "https://nav.example/room/hall-a")
        let german = EventDetailModuleTestContext(
            core: try ConbookTestContext.storing(content, language: .german), event: Sample.opening.id)
        #expect(german.scene.viewModel?.room == "Main Stage — Hall A (1.200 Plätze)")
        #expect(
            EventDetailModuleTestContext(core: try ConbookTestContext(), event: Sample.opening.id).scene.viewModel?
                .roomDescription == nil)
    }
}
