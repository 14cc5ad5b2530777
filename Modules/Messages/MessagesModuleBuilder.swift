import ConbookCore
import ConbookModuleKit

/// Composes the messages module from the Core.
@MainActor
public struct MessagesModuleBuilder {
    private let conbook: any MessagesDependencies

    /// Creates a builder over the Core.
    public init(conbook: any MessagesDependencies) {
        self.conbook = conbook
    }

    /// Attaches a presenter to the scene; the scene keeps it alive.
    public func build(scene: any MessagesScene, delegate: any MessagesModuleDelegate) {
        let interactor = MessagesInteractor(
            login: conbook.login, privateMessages: conbook.privateMessages, calendar: conbook.calendar,
            texts: ModuleWords(
                MessagesTexts.self, language: conbook.language,
                actions: scene.actionWording(in: conbook.language)))
        let presenter = MessagesPresenter(
            scene: scene, delegate: delegate, interactor: interactor, privateMessages: conbook.privateMessages)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
