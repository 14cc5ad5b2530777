public import ConbookCore
public import ConbookModuleKit

/// What the ArtistAlley module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol ArtistAlleyDependencies: ModuleDependencies {
    /// Browses and searches the artist alley, and says why it is empty.
    var browseArtistAlley: BrowseArtistAlleyUseCase { get }
}

extension Conbook: ArtistAlleyDependencies {}
