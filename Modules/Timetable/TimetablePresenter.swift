import ConbookCore
import ConbookModuleKit

/// Shows a day as a timetable, follows the day and rooms the user picks, and reports the event
/// chosen; shows it again when a sync or a favourite changes it.
@MainActor
final class TimetablePresenter: TimetableSceneDelegate, ConventionObserver {
    private weak var scene: (any TimetableScene)?
    private weak var delegate: (any TimetableModuleDelegate)?
    private let interactor: TimetableInteractor
    private var day: Day.ID?
    private var chosenRooms: [Room.ID] = []
    private var listing: TimetableInteractor.Listing?

    init(scene: any TimetableScene, delegate: any TimetableModuleDelegate, interactor: TimetableInteractor) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
    }

    func timetableSceneDidLoad() {
        day = interactor.defaultDay()
        render()
    }

    func timetableSceneDidSelectDay(at index: Int) {
        guard let id = listing?.dayIDs[safe: index] else { return }
        day = id
        render()
    }

    func timetableSceneDidSelectEvent(id: String) {
        guard let event = listing?.eventID(id) else {
            // Chosen on a page that has since changed (a sync, another window): refused, with the page as it is now.
            scene?.showError(interactor.texts(.pageChanged))
            return render()
        }
        delegate?.timetableModuleDidSelectEvent(event)
    }

    func timetableSceneDidChooseRooms(at indexes: [Int]) {
        guard let roomIDs = listing?.roomIDs else { return }
        var chosen: [Room.ID] = []
        for index in indexes {
            if let id = roomIDs[safe: index], !chosen.contains(id) { chosen.append(id) }
        }
        chosenRooms = chosen
        render()
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change.changesEventListings {
            render()
        }
    }

    private func render() {
        let listing = interactor.listing(day: day, chosenRooms: chosenRooms)
        self.listing = listing
        scene?.show(listing.viewModel)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
