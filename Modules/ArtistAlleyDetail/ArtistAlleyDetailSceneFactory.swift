/// Makes artist alley table scenes: a front end (the console, a test's capturing scenes)
/// implements it, in the file of its scene, for whoever shows a table.
@MainActor
public protocol ArtistAlleyDetailSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype ArtistAlleyDetailSceneKind: ArtistAlleyDetailScene
    /// A new artist alley table scene.
    func makeArtistAlleyDetailScene() -> ArtistAlleyDetailSceneKind
}
