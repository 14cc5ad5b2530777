import ConbookCore

/// Keeps a friend's picks current (favourites marked as they are now) and takes them over as the
/// user chooses: all at once, or one event at a time.
@MainActor
final class SharedPicksPresenter: SharedPicksSceneDelegate, ConventionObserver {
    private weak var scene: (any SharedPicksScene)?
    private let interactor: SharedPicksInteractor
    private let picks: SharedPicks
    private var ids: [Event.ID] = []
    private var titles: [String] = []
    private var status: String?

    init(scene: any SharedPicksScene, interactor: SharedPicksInteractor, picks: SharedPicks) {
        self.scene = scene
        self.interactor = interactor
        self.picks = picks
    }

    func sharedPicksSceneDidLoad() {
        render()
    }

    func sharedPicksSceneDidChooseAddAll() {
        status = interactor.addAll(of: picks)
        render()
    }

    func sharedPicksSceneDidChooseAdd(row: Int) {
        choose(row: row, favourite: true)
    }

    func sharedPicksSceneDidChooseRemove(row: Int) {
        choose(row: row, favourite: false)
    }

    func sharedPicksSceneDidChooseKeep(asName name: String) {
        status = interactor.keep(picks, as: name)
        render()
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated || change == .favouritesChanged {
            render()
        }
    }

    private func choose(row: Int, favourite: Bool) {
        guard ids.indices.contains(row) else { return }
        status = interactor.setFavourite(ids[row], titled: titles[row], favourite)
        render()
    }

    private func render() {
        let listing = interactor.listing(of: picks, status: status)
        ids = listing.ids
        titles = listing.viewModel.rows.map(\.title)
        scene?.show(listing.viewModel)
    }
}
