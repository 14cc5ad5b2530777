import ConbookCore
import ConbookModuleKit

/// Shows the attendee's registration: fetches it when the scene appears, when asked, after a
/// request or a check-out, and when the login changes; asks the scene for the form and for the
/// check-out's confirmation, and says how each went.
@MainActor
final class ArtistAlleyRegistrationPresenter: ArtistAlleyRegistrationSceneDelegate, ConventionObserver {
    private weak var scene: (any ArtistAlleyRegistrationScene)?
    private weak var delegate: (any ArtistAlleyRegistrationModuleDelegate)?
    private let interactor: ArtistAlleyRegistrationInteractor
    /// What shows: the registration's page (without outcome and step).
    private var page: ArtistAlleyRegistrationViewModel
    private var outcome: String?
    private var step = ArtistAlleyRegistrationStep.idle
    /// Counts the fetches started: only the latest one's outcome shows.
    private var fetches = 0

    init(
        scene: any ArtistAlleyRegistrationScene, delegate: any ArtistAlleyRegistrationModuleDelegate,
        interactor: ArtistAlleyRegistrationInteractor
    ) {
        self.scene = scene
        self.delegate = delegate
        self.interactor = interactor
        page = interactor.message(interactor.texts(.registrationFetching))
    }

    func artistAlleyRegistrationSceneDidLoad() {
        fetch()
    }

    func artistAlleyRegistrationSceneDidAskToRefresh() {
        outcome = nil
        fetch()
    }

    func artistAlleyRegistrationSceneDidAskToLogIn() {
        delegate?.artistAlleyRegistrationModuleDidAskToLogIn()
    }

    func artistAlleyRegistrationSceneDidAskToRequestTable() {
        guard step != .waiting else { return }
        if let obstacle = interactor.obstacle {
            // The page says it already, when it shows only why not.
            outcome = page.message == obstacle ? nil : obstacle
        } else {
            outcome = nil
            step = .fillingIn
        }
        render()
    }

    func artistAlleyRegistrationSceneDidSubmit(_ form: ArtistAlleyRequestForm) {
        guard step == .fillingIn else { return }
        outcome = interactor.texts(.registrationSending)
        run { interactor in await interactor.request(form) }
    }

    func artistAlleyRegistrationSceneDidAskToCheckOut() {
        guard step != .waiting else { return }
        if let obstacle = interactor.obstacle {
            // The page says it already, when it shows only why not.
            outcome = page.message == obstacle ? nil : obstacle
        } else if !page.canCheckOut {
            outcome = interactor.texts(.registrationNothingToCheckOut)
        } else {
            outcome = nil
            step = .confirmingCheckOut
        }
        render()
    }

    func artistAlleyRegistrationSceneDidConfirmCheckOut(_ confirmed: Bool) {
        guard step == .confirmingCheckOut else { return }
        guard confirmed else {
            step = .idle
            outcome = interactor.texts(.registrationCheckOutKept)
            return render()
        }
        outcome = interactor.texts(.registrationCheckingOut)
        run { interactor in await interactor.checkOut() }
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .accountChanged {
            outcome = nil
            if step != .waiting { step = .idle }
            fetch()
        }
    }

    /// Runs a request or a check-out, then says how it went and fetches the registration again.
    private func run(_ work: @escaping @MainActor (ArtistAlleyRegistrationInteractor) async -> String) {
        step = .waiting
        render()
        let interactor = interactor
        Task { [weak self] in
            let outcome = await work(interactor)
            guard let self else { return }
            self.outcome = outcome
            step = .idle
            fetch()
        }
    }

    private func fetch() {
        fetches += 1
        let fetch = fetches
        if let obstacle = interactor.obstacle {
            page = interactor.message(obstacle)
            return render()
        }
        page = interactor.message(interactor.texts(.registrationFetching))
        render()
        let interactor = interactor
        Task { [weak self] in
            let result = await interactor.fetch()
            guard let self, fetch == fetches else { return }
            switch result {
            case .success(let registration): page = interactor.viewModel(registration)
            case .failure(.refused): page = interactor.message(interactor.texts(.registrationNotCheckedIn))
            case .failure(let error): page = interactor.message(interactor.wording(of: error))
            }
            render()
        }
    }

    private func render() {
        var viewModel = page
        viewModel.outcome = outcome
        viewModel.step = step
        scene?.show(viewModel)
    }
}
