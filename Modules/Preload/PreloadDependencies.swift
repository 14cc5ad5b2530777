public import ConbookCore
public import ConbookModuleKit

/// What the Preload module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol PreloadDependencies: ModuleDependencies {
    /// Syncs with the data source.
    var refreshConvention: RefreshConventionUseCase { get }
}

extension Conbook: PreloadDependencies {}
