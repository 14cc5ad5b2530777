import ConbookCore
import ConbookModuleKit

/// Turns a person's page into display values: their texts formatted, their links, and their events
/// with favourites, overlaps, hidden and cancelled marks.
@MainActor
struct PersonDetailInteractor {
    let people: BrowsePeopleUseCase
    let toggleFavourite: ToggleFavouriteUseCase
    let followLink: FollowLinkUseCase
    let richTextParser: any RichTextParser
    let calendar: any ConventionCalendar
    let texts: ModuleWords<PersonDetailText>

    /// What a page shows, with what its indexes and event ids stand for.
    struct Page {
        let viewModel: PersonDetailViewModel
        let links: TextLinks
        let eventIDs: [Event.ID]
    }

    /// The page of a person, by a name they go by; nil when nobody goes by it.
    func page(of name: String) -> Page? {
        guard let page = people.page(of: name) else { return nil }
        let person = page.person
        let biography = person.flatMap { richTextParser.formattedForDisplay($0.biography, in: texts.shared) }
        var named: [RichTextLink] = []
        if let picture = person.flatMap({ DisplayText.nonEmpty($0.pictureAddress) }) {
            named.append(RichTextLink(label: texts(.personPicture), address: picture))
        }
        for link in person?.links ?? [] {
            guard let address = DisplayText.nonEmpty(link.url) else { continue }
            named.append(RichTextLink(label: DisplayText.nonEmpty(link.title) ?? texts(.personWebsite), address: address))
        }
        let links = TextLinks(named, in: [biography], followLink: followLink, wording: texts.shared)
        let viewModel = PersonDetailViewModel(
            name: page.name, tagLine: person.flatMap { DisplayText.nonEmpty($0.tagLine) },
            otherNames: page.writtenNames.filter { $0 != page.name }, biography: biography, links: links.viewModels,
            eventsHeading: texts(.personEventCount, ["count": "\(page.events.count)"]), events: page.events.map(row),
            noEventsMessage: page.events.isEmpty ? texts(.personNoEvents) : nil)
        return Page(viewModel: viewModel, links: links, eventIDs: page.events.map(\.id))
    }

    func toggleFavourite(_ id: Event.ID) throws(StoreError) {
        _ = try toggleFavourite.toggle(id)
    }

    private func row(_ hosted: PersonPage.HostedEvent) -> PersonEventRowViewModel {
        let scheduled = hosted.scheduled
        let event = scheduled.event
        var notes: [String] = []
        if event.isCancelled { notes.append(texts(.personCancelled)) }
        if scheduled.isHidden { notes.append(texts(.personHidden)) }
        if !hosted.overlappingFavourites.isEmpty {
            let titles = hosted.overlappingFavourites.map { texts(.personQuotedTitle, ["title": $0.event.title]) }
            notes.append(
                texts(
                    .personOverlaps,
                    ["count": "\(titles.count)", "titles": DisplayText.list(titles, in: texts.shared)]))
        }
        if let friends = WhoElseGoes.note(for: scheduled.friends) { notes.append(friends) }
        return PersonEventRowViewModel(
            id: event.id.rawValue,
            title: event.title,
            when: texts(
                .personEventWhen,
                [
                    "date": calendar.formattedDate(containing: event.start),
                    "times": calendar.formattedTimes(from: event.start, to: event.end),
                ]),
            room: scheduled.room.listedName, isFavourite: scheduled.isFavourite, notes: notes)
    }
}
