import ConbookCore
import ConbookMaps
import ConbookModuleKit

/// Route: the Maps section; a map chosen there opens through the map detail flow.
@MainActor
final class MapsFlow: SectionFlow, MapsModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any MapsSceneFactory
    private let mapDetailFlow: MapDetailFlow

    init(conbook: Conbook, sceneFactory: any MapsSceneFactory, mapDetailFlow: MapDetailFlow) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.mapDetailFlow = mapDetailFlow
    }

    var sectionTitle: String { MapsTexts.catalogue(for: conbook.language)(.mapsSectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeMapsScene()
        MapsModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func mapsModuleDidSelectMap(_ map: ConventionMap.ID) {
        mapDetailFlow.showMap(map)
    }
}
