public import ConbookCore
public import ConbookModuleKit

/// What the Maps module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol MapsDependencies: ModuleDependencies {
    /// Shows the maps and finds rooms on them.
    var browseMaps: BrowseMapsUseCase { get }
}

extension Conbook: MapsDependencies {}
