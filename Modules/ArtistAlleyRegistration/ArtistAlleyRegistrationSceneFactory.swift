/// Makes artist alley registration scenes: a front end implements it, in the file of its scene.
@MainActor
public protocol ArtistAlleyRegistrationSceneFactory {
    /// The kind of scene the factory makes (for a front end that lists its kinds of scene).
    associatedtype ArtistAlleyRegistrationSceneKind: ArtistAlleyRegistrationScene
    /// A new artist alley registration scene.
    func makeArtistAlleyRegistrationScene() -> ArtistAlleyRegistrationSceneKind
}
