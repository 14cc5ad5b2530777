import ConbookCore
import ConbookModuleKit

/// Composes the dealers module from the Core: a presenter attached to the scene given.
@MainActor
public struct DealersModuleBuilder {
    /// How many dealers a page lists unless the builder is told otherwise.
    public static let defaultPageSize = 50

    private let conbook: any DealersDependencies
    private let pageSize: Int

    /// Creates a builder over the Core.
    ///
    /// - Parameters:
    ///   - conbook: the Core.
    ///   - pageSize: how many dealers a page of the listing holds (a letter split across pages has
    ///     its section on both); values below 1 count as 1.
    public init(conbook: any DealersDependencies, pageSize: Int = DealersModuleBuilder.defaultPageSize) {
        self.conbook = conbook
        self.pageSize = max(1, pageSize)
    }

    /// Attaches a dealers presenter to the scene; the scene keeps it alive.
    public func build(scene: any DealersScene, delegate: any DealersModuleDelegate) {
        let interactor = DealersInteractor(
            browseDealers: conbook.browseDealers,
            texts: ModuleWords(DealersTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)),
            pageSize: pageSize)
        let presenter = DealersPresenter(scene: scene, delegate: delegate, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
