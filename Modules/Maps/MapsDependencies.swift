public import ConbookCore

/// What the Maps module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol MapsDependencies: AnyObject {
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
    /// Shows the maps and finds rooms on them.
    var browseMaps: BrowseMapsUseCase { get }
    /// The language the modules word their display values in.
    var language: Language { get }
}

extension Conbook: MapsDependencies {}
