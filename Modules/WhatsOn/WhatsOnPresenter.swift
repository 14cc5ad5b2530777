import ConbookCore
import ConbookModuleKit

/// Keeps What's on current (a sync, a favourite, an event hidden), changes how far ahead it looks,
/// opens the events chosen and marks them favourites.
@MainActor
final class WhatsOnPresenter: WhatsOnSceneDelegate, ConventionObserver {
    /// The window a page looks ahead without an argument, in minutes (as News does).
    static let defaultWindowMinutes = Int(SeeRunningAndUpcomingEventsUseCase.upcomingWindow.components.seconds / 60)
    /// The windows a page can look ahead, in minutes: up to a day.
    static let windowMinutes = WhatsOnModuleBuilder.windowMinutes

    private weak var scene: (any WhatsOnScene)?
    private weak var delegate: (any WhatsOnModuleDelegate)?
    private let interactor: WhatsOnInteractor
    private var windowMinutes: Int
    private var listing: WhatsOnInteractor.Listing?

    init(scene: any WhatsOnScene, delegate: any WhatsOnModuleDelegate, interactor: WhatsOnInteractor, windowMinutes: Int) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
        self.windowMinutes = min(max(Self.windowMinutes.lowerBound, windowMinutes), Self.windowMinutes.upperBound)
    }

    func whatsOnSceneDidLoad() {
        render()
    }

    func whatsOnSceneDidChangeWindow(minutes: Int) {
        guard Self.windowMinutes.contains(minutes) else { return }
        windowMinutes = minutes
        render()
    }

    func whatsOnSceneDidSelectEvent(id: String) {
        guard let event = chosen(id) else { return }
        delegate?.whatsOnModuleDidSelectEvent(event)
    }

    func whatsOnSceneDidToggleFavourite(id: String) {
        guard let event = chosen(id) else { return }
        do throws(StoreError) {
            try interactor.toggleFavourite(event)
        } catch {
            scene?.showError(
                interactor.texts(
                    .whatsOnFavouriteNotSaved, ["reason": ErrorWording.text(of: error, in: interactor.texts.shared)]))
        }
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change.changesEventListings {
            render()
        }
    }

    /// The event of the page shown with an identity; nil, with the page changed said and shown
    /// again, when the page no longer lists it.
    private func chosen(_ id: String) -> Event.ID? {
        if let event = listing?.eventIDs[id] { return event }
        scene?.showError(interactor.texts(.pageChanged))
        render()
        return nil
    }

    private func render() {
        let listing = interactor.listing(windowMinutes: windowMinutes)
        self.listing = listing
        scene?.show(listing.viewModel)
    }
}
