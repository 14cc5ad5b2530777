import ConbookCore

/// Turns the game's page into display values.
@MainActor
struct CollectThemAllInteractor {
    static let title = "Collect them all"
    static let explanation = "The convention's game: find the fursuiters, collect their badges and see how you rank. "
        + "It is a page of the convention's companion web app, personal to you."

    let collectThemAll: CollectThemAllUseCase

    func viewModel() -> CollectThemAllViewModel {
        switch collectThemAll.page() {
        case .noConvention:
            viewModel(obstacle: "The convention is not downloaded yet.")
        case .loginNeeded(let convention):
            viewModel(obstacle: "Playing needs a login: the game is personal to an attendee of \(convention).")
        case .page(let address, let shownAddress):
            CollectThemAllViewModel(
                title: Self.title, explanation: Self.explanation, obstacle: nil, shownAddress: shownAddress,
                address: address)
        }
    }

    private func viewModel(obstacle: String) -> CollectThemAllViewModel {
        CollectThemAllViewModel(
            title: Self.title, explanation: Self.explanation, obstacle: obstacle, shownAddress: nil, address: nil)
    }
}
