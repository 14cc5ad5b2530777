public import ConbookCore

/// What every module reads of the Core, whatever else it declares (`ScheduleDependencies` and the
/// others refine it): the language it words its display values in, and the observers of changes.
@MainActor
public protocol ModuleDependencies: AnyObject {
    /// The language the modules word their display values in.
    var language: Language { get }
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
}

extension Conbook: ModuleDependencies {}
