public import ConbookCore
public import ConbookModuleKit

/// What the ArtistAlleyDetail module uses of the Core, and all its builder is given: `Conbook`
/// provides it.
@MainActor
public protocol ArtistAlleyDetailDependencies: ModuleDependencies {
    /// Browses the artist alley (for one table).
    var browseArtistAlley: BrowseArtistAlleyUseCase { get }
    /// Finds where links and addresses lead.
    var followLink: FollowLinkUseCase { get }
    /// Shows the convention's pictures.
    var viewImage: ViewImageUseCase { get }
}

extension Conbook: ArtistAlleyDetailDependencies {}
