public import ConbookModuleKit

/// What the Director knows of a kind of scene: its type, as the front end makes it, and how a
/// person reaches it. `SceneFactory.scenes` lists one for every kind; front ends read them for
/// their commands, help and pages, and the Director for its sections and menu.
public struct SceneDeclaration {
    /// How a person reaches a kind of scene.
    public enum Reach {
        /// It heads a section of the content; the name is the same in every language, e.g.
        /// `Schedule` (for commands and scripts that choose a section by name).
        case section(name: String)
        /// It is a page of the menu, over the selected section.
        case menu(MenuScene)
        /// Another scene opens it (an event's page, a dealer's…), or it shows on the way (the
        /// first download, the introduction).
        case opened
    }

    /// The kind of scene, as the front end's factory makes it.
    public let kind: any Scene.Type
    /// How a person reaches it.
    public let reach: Reach
    /// Whether it shows one attendee's own things (messages, their pass, settings, hidden items),
    /// so that a guide for everyone (`Audience.everyone`) leaves it out.
    public let isPersonal: Bool
    /// For a section: makes the flow that heads it, over the Director's routes.
    let sectionFlow: (@MainActor (Routes) -> any SectionFlow)?

    /// A kind of scene that heads a section, with the flow that heads it.
    static func section(
        _ kind: any Scene.Type, name: String, personal: Bool = false,
        flow: @escaping @MainActor (Routes) -> any SectionFlow
    ) -> SceneDeclaration {
        SceneDeclaration(kind: kind, reach: .section(name: name), isPersonal: personal, sectionFlow: flow)
    }

    /// A kind of scene of the menu.
    static func menu(_ kind: any Scene.Type, _ scene: MenuScene, personal: Bool = false) -> SceneDeclaration {
        SceneDeclaration(kind: kind, reach: .menu(scene), isPersonal: personal, sectionFlow: nil)
    }

    /// A kind of scene that another opens, or that shows on the way.
    static func opened(_ kind: any Scene.Type) -> SceneDeclaration {
        SceneDeclaration(kind: kind, reach: .opened, isPersonal: false, sectionFlow: nil)
    }

    /// Whether a session for an audience offers it as a section or in the menu.
    public func isOffered(to audience: Audience) -> Bool {
        audience == .attendee || !isPersonal
    }

    /// The menu scene, if it is one.
    public var menuScene: MenuScene? {
        guard case .menu(let scene) = reach else { return nil }
        return scene
    }
}
