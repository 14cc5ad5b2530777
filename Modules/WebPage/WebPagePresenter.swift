import ConbookCore

/// Shows where a link outside the convention leads.
@MainActor
final class WebPagePresenter: WebPageSceneDelegate {
    private weak var scene: (any WebPageScene)?
    private let viewModel: WebPageViewModel

    init(scene: any WebPageScene, viewModel: WebPageViewModel) {
        self.scene = scene
        self.viewModel = viewModel
    }

    func webPageSceneDidLoad() {
        scene?.show(viewModel)
    }
}
