public import ConbookCore
public import ConbookModuleKit

/// What the CollectThemAll module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol CollectThemAllDependencies: ModuleDependencies {
    /// Opens the convention's game, "Collect them all".
    var collectThemAll: CollectThemAllUseCase { get }
}

extension Conbook: CollectThemAllDependencies {}
