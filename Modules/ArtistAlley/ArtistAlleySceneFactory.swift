/// Makes artist alley scenes: a front end (the console, a test's capturing scenes) implements it,
/// in the file of its scene, for whoever shows the alley.
@MainActor
public protocol ArtistAlleySceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype ArtistAlleySceneKind: ArtistAlleyScene
    /// A new artist alley scene.
    func makeArtistAlleyScene() -> ArtistAlleySceneKind
}
