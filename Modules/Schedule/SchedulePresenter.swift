import ConbookCore
import ConbookModuleKit

/// Listens to the schedule scene and the Core, keeps the user's choices, and tells the scene what to show.
///
/// A new day, search or filter starts again at the first page; a sync or a favourite change keeps
/// the page shown when it still exists, else shows the last page.
@MainActor
final class SchedulePresenter: ScheduleSceneDelegate, ConventionObserver {
    private weak var scene: (any ScheduleScene)?
    private weak var delegate: (any ScheduleModuleDelegate)?
    private let interactor: ScheduleInteractor
    private let refreshConvention: RefreshConventionUseCase
    private var state = ScheduleState()
    private var listing: ScheduleListing?

    init(
        scene: any ScheduleScene, delegate: any ScheduleModuleDelegate, interactor: ScheduleInteractor,
        refreshConvention: RefreshConventionUseCase
    ) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
        self.refreshConvention = refreshConvention
    }

    func scheduleSceneDidLoad() {
        state.selectedDay = interactor.defaultDay()
        scene?.showRefreshStatus(RefreshStatus(current: refreshConvention.progress, in: interactor.texts.shared))
        render()
    }

    func scheduleSceneDidSelectDay(at index: Int) {
        guard let day = listing?.dayIDs[safe: index] else { return }
        state.selectedDay = day
        state.searchText = ""
        renderFirstPage()
    }

    func scheduleSceneDidSelectEvent(id: String) {
        guard let event = listing?.eventID(id) else { return refusePageChanged() }
        delegate?.scheduleModuleDidSelectEvent(event)
    }

    func scheduleSceneDidSelectPerson(named name: String) {
        guard listing?.viewModel.people.contains(name) == true else { return refusePageChanged() }
        delegate?.scheduleModuleDidSelectPerson(named: name)
    }

    /// A choice made on a page that has since changed (a sync, another window): refused, with
    /// the page as it is now.
    private func refusePageChanged() {
        scene?.showError(interactor.texts(.pageChanged))
        render()
    }

    func scheduleSceneDidSelectPage(at index: Int) {
        // Past a count that is a lower bound lie more pages; the interactor shows the last one there is.
        guard let page = listing?.viewModel.page, index >= 0, index < page.count || !page.isCountComplete else { return }
        state.pageIndex = index
        render()
    }

    func scheduleSceneDidChangeSearchText(_ text: String) {
        state.searchText = text
        renderFirstPage()
    }

    func scheduleSceneDidChangeFavouritesOnly(_ isOn: Bool) {
        state.filter.favouritesOnly = isOn
        renderFirstPage()
    }

    func scheduleSceneDidSelectTrack(at index: Int?) {
        state.filter.track = index.flatMap { listing?.trackIDs[safe: $0] }
        renderFirstPage()
    }

    func scheduleSceneDidSelectRoom(at index: Int?) {
        state.filter.room = index.flatMap { listing?.roomIDs[safe: $0] }
        renderFirstPage()
    }

    func scheduleSceneDidSelectFriend(at index: Int?) {
        state.filter.friend = index.flatMap { listing?.viewModel.friendNames[safe: $0] }
        renderFirstPage()
    }

    func scheduleSceneDidFilterByHost(_ name: String?) {
        let trimmed = name.map(DisplayText.trimmed) ?? ""
        state.filter.host = trimmed.isEmpty ? nil : trimmed
        renderFirstPage()
    }

    func scheduleSceneDidFilterByLanguage(_ code: String?) {
        let trimmed = code.map(DisplayText.trimmed) ?? ""
        state.filter.language = trimmed.isEmpty ? nil : trimmed
        renderFirstPage()
    }

    func scheduleSceneDidChangeUnrecordedOnly(_ isOn: Bool) {
        state.filter.unrecordedOnly = isOn
        renderFirstPage()
    }

    func scheduleSceneDidChangeIncludesHidden(_ isOn: Bool) {
        state.filter.includesHidden = isOn
        renderFirstPage()
    }

    func scheduleSceneDidHideTrack(at index: Int) {
        guard let track = listing?.trackIDs[safe: index] else { return }
        hide(HiddenItems(tracks: [track]))
    }

    func scheduleSceneDidHideRoom(at index: Int) {
        guard let room = listing?.roomIDs[safe: index] else { return }
        hide(HiddenItems(rooms: [room]))
    }

    func scheduleSceneDidHideLanguage(_ code: String) {
        let items = HiddenItems(languages: [code])
        guard !items.isEmpty else { return }
        hide(items)
    }

    /// Hides items; the listing follows when the Core says they changed.
    private func hide(_ items: HiddenItems) {
        do throws(StoreError) {
            try interactor.hide(items)
        } catch {
            scene?.showError(
                interactor.texts(.scheduleHideNotSaved, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
        }
    }

    func scheduleSceneDidClearFilters() {
        state.filter = .none
        state.searchText = ""
        renderFirstPage()
    }

    func scheduleSceneDidRequestRefresh() {
        refreshConvention.startRefresh()
    }

    func conventionDidChange(_ change: ConventionChange) {
        if let status = RefreshStatus(after: change, in: interactor.texts.shared) {
            scene?.showRefreshStatus(status)
        }
        if change.changesEventListings {
            state = interactor.reconciled(state)
            render()
        }
    }

    private func renderFirstPage() {
        state.pageIndex = 0
        render()
    }

    /// Shows the page in `state`, or the last page when the listing has become shorter.
    private func render() {
        let listing = interactor.listing(for: state)
        self.listing = listing
        state.pageIndex = listing.viewModel.page.index
        scene?.show(listing.viewModel)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
