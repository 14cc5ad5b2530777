public import ConbookCore
import ConbookModuleKit

/// Composes the map detail module for one map, optionally focused on a place of it.
@MainActor
public struct MapDetailModuleBuilder {
    private let conbook: any MapDetailDependencies

    /// Creates a builder over the Core.
    public init(conbook: any MapDetailDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter for the map to the scene; the scene keeps it alive.
    ///
    /// - Parameter focus: a place of the map to mark (a dealer's table, a room), if any.
    public func build(
        scene: any MapDetailScene, map: ConventionMap.ID, focusing focus: MapEntry.ID? = nil,
        delegate: any MapDetailModuleDelegate
    ) {
        let interactor = MapDetailInteractor(
            browseMaps: conbook.browseMaps, tapMap: conbook.tapMap, viewImage: conbook.viewImage, calendar: conbook.calendar,
            texts: ModuleWords(
                MapDetailTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)))
        let presenter = MapDetailPresenter(scene: scene, delegate: delegate, map: map, focus: focus, interactor: interactor)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
