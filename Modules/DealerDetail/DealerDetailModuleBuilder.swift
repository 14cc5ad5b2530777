public import ConbookCore
import ConbookModuleKit

/// Composes the dealer detail module for one dealer.
@MainActor
public struct DealerDetailModuleBuilder {
    private let conbook: any DealerDetailDependencies

    /// Creates a builder over the Core.
    public init(conbook: any DealerDetailDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter for the dealer to the scene; the scene keeps it alive.
    public func build(scene: any DealerDetailScene, dealer: Dealer.ID, delegate: any DealerDetailModuleDelegate) {
        let interactor = DealerDetailInteractor(
            viewDealer: conbook.viewDealer, viewImage: conbook.viewImage, followLink: conbook.followLink,
            richTextParser: conbook.richTextParser,
            texts: ModuleWords(
                DealerDetailTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = DealerDetailPresenter(scene: scene, delegate: delegate, dealer: dealer, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
