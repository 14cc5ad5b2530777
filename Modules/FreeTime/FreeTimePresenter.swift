import ConbookCore
import ConbookModuleKit

/// Keeps the day's free time current (favourites change the gaps), turns days and minimums, opens
/// the events that fit and marks them favourites.
@MainActor
final class FreeTimePresenter: FreeTimeSceneDelegate, ConventionObserver {
    private weak var scene: (any FreeTimeScene)?
    private weak var delegate: (any FreeTimeModuleDelegate)?
    private let interactor: FreeTimeInteractor
    private var day: Day.ID?
    private var minimumMinutes: Int
    private var listing: FreeTimeInteractor.Listing?

    init(
        scene: any FreeTimeScene, delegate: any FreeTimeModuleDelegate, interactor: FreeTimeInteractor,
        minimumMinutes: Int
    ) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
        self.minimumMinutes = max(1, minimumMinutes)
    }

    func freeTimeSceneDidLoad() {
        day = day ?? interactor.defaultDay()
        render()
    }

    func freeTimeSceneDidSelectDay(at index: Int) {
        guard let listing, listing.dayIDs.indices.contains(index) else { return }
        day = listing.dayIDs[index]
        render()
    }

    func freeTimeSceneDidChangeMinimum(minutes: Int) {
        guard minutes >= 1 else { return }
        minimumMinutes = minutes
        render()
    }

    func freeTimeSceneDidSelectEvent(id: String) {
        guard let event = listing?.eventID(id) else { return refusePageChanged() }
        delegate?.freeTimeModuleDidSelectEvent(event)
    }

    func freeTimeSceneDidToggleFavourite(id: String) {
        guard let event = listing?.eventID(id) else { return refusePageChanged() }
        do throws(StoreError) {
            try interactor.toggleFavourite(event)
        } catch {
            scene?.showError(
                interactor.texts(
                    .freeTimeFavouriteNotSaved, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
        }
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change.changesEventListings {
            render()
        }
    }

    /// A choice made on a page that has since changed (a sync, another window): refused, with
    /// the page as it is now.
    private func refusePageChanged() {
        scene?.showError(interactor.texts(.pageChanged))
        render()
    }

    private func render() {
        let listing = interactor.listing(day: day, minimumMinutes: minimumMinutes)
        self.listing = listing
        scene?.show(listing.viewModel)
    }
}
