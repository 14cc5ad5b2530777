public import ConbookCore

/// What the Preload module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol PreloadDependencies: AnyObject {
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
    /// The language the modules word their display values in.
    var language: Language { get }
    /// Syncs with the data source.
    var refreshConvention: RefreshConventionUseCase { get }
}

extension Conbook: PreloadDependencies {}
