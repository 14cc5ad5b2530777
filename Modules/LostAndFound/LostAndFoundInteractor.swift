import ConbookCore
import ConbookModuleKit

/// Turns the login and the items fetched into display values.
@MainActor
struct LostAndFoundInteractor {
    let login: LoginUseCase
    let browseLostAndFound: BrowseLostAndFoundUseCase
    let followLink: FollowLinkUseCase
    let calendar: any ConventionCalendar
    let texts: ModuleWords<LostAndFoundText>

    /// Whether the list can be fetched (a login that still counts).
    var isLoggedIn: Bool {
        if case .loggedIn = login.status() { return true }
        return false
    }

    /// What shows before the list arrives: that it is being fetched, or why it cannot be.
    func waiting() -> LostAndFoundViewModel {
        switch login.status() {
        case .notOffered: obstacle(texts(.lostAndFoundNotOffered))
        case .loggedOut: obstacle(texts(.lostAndFoundLogInPrompt))
        case .sessionEnded: obstacle(sessionEndedText())
        case .loggedIn: LostAndFoundViewModel(heading: texts(.lostAndFoundFetching), groups: [])
        }
    }

    /// The items fetched from the server, or why there are none.
    func fetched() async -> Result<[LostAndFoundItem], LostAndFoundError> {
        do throws(LostAndFoundError) {
            return .success(try await browseLostAndFound.fetch())
        } catch {
            return .failure(error)
        }
    }

    /// Whether an error means there is no list to show at all (rather than a refresh that failed).
    func hidesTheList(_ error: LostAndFoundError) -> Bool {
        switch error {
        case .notOffered, .notLoggedIn, .sessionEnded, .notAnAttendee: true
        case .malformed, .failed: false
        }
    }

    /// Why there is no list, in words.
    func wording(of error: LostAndFoundError) -> String {
        switch error {
        case .notOffered: texts(.lostAndFoundNotOffered)
        case .notLoggedIn: texts(.lostAndFoundLogInPrompt)
        case .sessionEnded: sessionEndedText()
        case .notAnAttendee: texts(.lostAndFoundNotAnAttendee)
        case .malformed(let detail): texts(.lostAndFoundUnreadable, ["detail": detail])
        case .failed(let error):
            texts(.lostAndFoundNotFetched, ["reason": ErrorWording.text(of: error, in: texts.shared)])
        }
    }

    /// The view with only why there is nothing to show.
    func obstacle(_ text: String) -> LostAndFoundViewModel {
        LostAndFoundViewModel(heading: texts(.lostAndFoundSectionTitle), obstacle: text, groups: [])
    }

    /// The items as listed (grouped, searched, one perhaps expanded), and the items in the order
    /// of the view's `items`.
    func listing(
        _ items: [LostAndFoundItem], searching search: String, expanded: Int?
    )
        -> (viewModel: LostAndFoundViewModel, items: [LostAndFoundItem])
    {
        let groups = LostAndFoundGroup.grouping(items, searching: search)
        let listed = groups.flatMap(\.items)
        let count = DisplayText.grouped(items.count, in: texts.language)
        let heading = items.isEmpty ? texts(.lostAndFoundNothingReported) : texts(.lostAndFoundCount, ["count": count])
        let searchLine: String? =
            search.isEmpty
            ? nil
            : listed.isEmpty
                ? texts(.lostAndFoundSearchNone, ["text": search])
                : texts(
                    .lostAndFoundSearch, ["count": DisplayText.grouped(listed.count, in: texts.language), "text": search])
        let viewModel = LostAndFoundViewModel(
            heading: heading, search: searchLine,
            groups: groups.map { group in
                LostAndFoundGroupViewModel(
                    title: texts(
                        groupTitle(group.status), ["count": DisplayText.grouped(group.items.count, in: texts.language)]),
                    items: group.items.map { row($0, isExpanded: $0.id == expanded) })
            })
        return (viewModel, listed)
    }

    /// Where an item's picture link leads, with its name; nil when it has none or it is refused.
    func picture(of item: LostAndFoundItem) -> (destination: ContentLink, name: String)? {
        guard let link = pictureLink(of: item), link.viewModel.canOpen else { return nil }
        return (link.destination, link.viewModel.name)
    }

    private func row(_ item: LostAndFoundItem, isExpanded: Bool) -> LostAndFoundItemViewModel {
        let time = item.statusTime.map { timeText(item.status, $0) } ?? texts(.lostAndFoundNoTime)
        var details: [String] = []
        if isExpanded {
            details.append(DisplayText.nonEmpty(item.description) ?? texts(.lostAndFoundNoDescription))
            let times: [(LostAndFoundItem.Status, Instant?)] = [
                (.lost, item.lostAt), (.found, item.foundAt), (.returned, item.returnedAt),
            ]
            details += times.compactMap { status, instant in instant.map { timeText(status, $0) } }
        }
        return LostAndFoundItemViewModel(
            id: String(item.id), title: Self.oneLine(item.title), time: time, picture: pictureLink(of: item)?.viewModel,
            isExpanded: isExpanded, details: details)
    }

    private func pictureLink(of item: LostAndFoundItem) -> (viewModel: LinkViewModel, destination: ContentLink)? {
        guard let address = item.pictureAddress.flatMap(DisplayText.nonEmpty) else { return nil }
        let destination = followLink.destination(of: address)
        let viewModel = LinkViewModel(
            name: texts(.lostAndFoundPicture), leadingTo: destination, address: address, in: texts.shared)
        return (viewModel, destination)
    }

    private func timeText(_ status: LostAndFoundItem.Status, _ instant: Instant) -> String {
        let key: LostAndFoundText =
            switch status {
            case .lost: .lostAndFoundLostAt
            case .found: .lostAndFoundFoundAt
            case .returned: .lostAndFoundReturnedAt
            case .unknown: .lostAndFoundUnknownAt
            }
        return texts(key, ["time": calendar.formattedDateAndTime(instant)])
    }

    private func groupTitle(_ status: LostAndFoundItem.Status) -> LostAndFoundText {
        switch status {
        case .lost: .lostAndFoundGroupLost
        case .found: .lostAndFoundGroupFound
        case .returned: .lostAndFoundGroupReturned
        case .unknown: .lostAndFoundGroupUnknown
        }
    }

    private func sessionEndedText() -> String {
        if case .sessionEnded(let name?) = login.status() {
            return texts(.lostAndFoundSessionEnded, ["name": name])
        }
        return texts(.lostAndFoundOldLogin)
    }

    /// A text on one line: its white space runs made single spaces.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
