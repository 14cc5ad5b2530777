public import ConbookCore

/// Knows every scene and how they link; decides the first scene; delegates each route to a flow.
@MainActor
public final class Director {
    /// Creates a Director over the Core and a front end.
    public init(conbook: Conbook, sceneFactory: any SceneFactory, navigator: any Navigator) {
        fatalError("implemented in the next step")
    }

    /// Shows the first scene: the first-launch download without data, else the content, refreshing in the background.
    public func start() {}
}
