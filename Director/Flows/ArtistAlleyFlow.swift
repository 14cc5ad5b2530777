import ConbookArtistAlley
import ConbookCore
import ConbookModuleKit

/// Route: the Artist Alley section; a table chosen there opens on top of it (the artist alley
/// detail flow), and so does the attendee's own registration (the registration flow).
@MainActor
final class ArtistAlleyFlow: SectionFlow, ArtistAlleyModuleDelegate {
    private let conbook: Conbook
    private let sceneFactory: any ArtistAlleySceneFactory
    private let detailFlow: ArtistAlleyDetailFlow
    private let registrationFlow: ArtistAlleyRegistrationFlow

    init(
        conbook: Conbook, sceneFactory: any ArtistAlleySceneFactory, detailFlow: ArtistAlleyDetailFlow,
        registrationFlow: ArtistAlleyRegistrationFlow
    ) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.detailFlow = detailFlow
        self.registrationFlow = registrationFlow
    }

    var sectionTitle: String { ArtistAlleyTexts.catalogue(for: conbook.language)(.alleySectionTitle) }

    func makeRootScene() -> any Scene {
        let scene = sceneFactory.makeArtistAlleyScene()
        ArtistAlleyModuleBuilder(conbook: conbook).build(scene: scene, delegate: self)
        return scene
    }

    func artistAlleyModuleDidSelectTable(_ table: ArtistAlleyTable.ID) {
        detailFlow.showTable(table)
    }

    func artistAlleyModuleDidAskForOwnRegistration() {
        registrationFlow.showRegistration()
    }
}
