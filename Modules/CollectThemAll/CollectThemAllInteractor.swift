import ConbookCore
import ConbookModuleKit

/// Turns the game's page into display values.
@MainActor
struct CollectThemAllInteractor {
    let collectThemAll: CollectThemAllUseCase
    let texts: ModuleWords<CollectThemAllText>

    func viewModel() -> CollectThemAllViewModel {
        switch collectThemAll.page() {
        case .noConvention:
            viewModel(obstacle: texts(.collectThemAllNoConvention))
        case .loginNeeded(let convention):
            viewModel(obstacle: texts(.collectThemAllLoginNeeded, ["convention": "\(convention)"]))
        case .page(let address, let shownAddress):
            CollectThemAllViewModel(
                title: texts(.collectThemAllTitle), explanation: texts(.collectThemAllExplanation), obstacle: nil,
                shownAddress: shownAddress, address: address)
        }
    }

    private func viewModel(obstacle: String) -> CollectThemAllViewModel {
        CollectThemAllViewModel(
            title: texts(.collectThemAllTitle), explanation: texts(.collectThemAllExplanation), obstacle: obstacle,
            shownAddress: nil, address: nil)
    }
}
