import ConbookCore
import ConbookModuleKit

/// Turns the people into display values: a section per letter, with the names behind the rows.
@MainActor
struct PeopleInteractor {
    let people: BrowsePeopleUseCase
    let texts: ModuleWords<PeopleText>

    /// What a listing shows, and the name behind each row.
    struct Listing {
        let viewModel: PeopleViewModel
        let names: [[String]]
    }

    func listing(search: String) -> Listing {
        let searchText = DisplayText.trimmed(search)
        let found = people.people(matching: searchText)
        let total = searchText.isEmpty ? found.count : people.people().count
        var sections: [(letter: String, people: [PersonListing])] = []
        for person in found {
            if sections.last?.letter == person.letter {
                sections[sections.count - 1].people.append(person)
            } else {
                sections.append((person.letter, [person]))
            }
        }
        let counts = [
            "listed": DisplayText.grouped(found.count, in: texts.language),
            "total": DisplayText.grouped(total, in: texts.language),
        ]
        let viewModel = PeopleViewModel(
            heading: texts(searchText.isEmpty ? .peopleTotal : .peopleListedOfTotal, counts), searchText: searchText,
            sections: sections.map { PeopleSectionViewModel(title: $0.letter, rows: $0.people.map(row)) },
            emptyMessage: found.isEmpty
                ? (searchText.isEmpty ? texts(.peopleEmpty) : texts(.peopleNoMatch, ["search": searchText])) : nil)
        return Listing(viewModel: viewModel, names: sections.map { $0.people.map(\.name) })
    }

    private func row(_ person: PersonListing) -> PersonRowViewModel {
        PersonRowViewModel(
            name: person.name, tagLine: DisplayText.nonEmpty(person.tagLine),
            events: person.eventCount == 0
                ? texts(.peopleNoEvents) : texts(.peopleEventCount, ["count": "\(person.eventCount)"]))
    }
}
