public import ConbookCore

/// What the CollectThemAll module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol CollectThemAllDependencies: AnyObject {
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
    /// Opens the convention's game, "Collect them all".
    var collectThemAll: CollectThemAllUseCase { get }
    /// The language the modules word their display values in.
    var language: Language { get }
}

extension Conbook: CollectThemAllDependencies {}
