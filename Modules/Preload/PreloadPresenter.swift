import ConbookCore
import ConbookModuleKit

/// Runs the first download, shows its progress, and offers retry or cancel when it fails.
@MainActor
final class PreloadPresenter: PreloadSceneDelegate, ConventionObserver {
    private weak var scene: (any PreloadScene)?
    private weak var delegate: (any PreloadModuleDelegate)?
    private let refreshConvention: RefreshConventionUseCase
    private let texts: TextCatalogue<ModuleText>

    init(
        scene: any PreloadScene, delegate: any PreloadModuleDelegate, refreshConvention: RefreshConventionUseCase,
        texts: TextCatalogue<ModuleText>
    ) {
        self.scene = scene
        self.delegate = delegate
        self.refreshConvention = refreshConvention
        self.texts = texts
    }

    func preloadSceneDidLoad() {
        download()
    }

    func preloadSceneDidRequestRetry() {
        download()
    }

    func preloadSceneDidRequestCancel() {
        delegate?.preloadModuleDidCancel()
    }

    func conventionDidChange(_ change: ConventionChange) {
        if case .syncProgressed(let progress) = change {
            var item: (number: Int, count: Int)?
            if case .downloadingImage(let number, let count) = progress.step { item = (number, count) }
            scene?.showProgress(
                PreloadProgressViewModel(
                    fractionCompleted: progress.fractionCompleted, text: progress.text(in: texts),
                    receivedBytes: progress.transfer?.receivedBytes, expectedBytes: progress.transfer?.expectedBytes,
                    itemNumber: item?.number, itemCount: item?.count))
        }
    }

    private func download() {
        Task {
            switch await refreshConvention.refresh() {
            case .success:
                delegate?.preloadModuleDidFinishLoading()
            case .failure(let error):
                scene?.showFailure(ErrorWording.text(of: error, in: texts))
            }
        }
    }
}
