public import ConbookCore

/// What the Dealers module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol DealersDependencies: AnyObject {
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
    /// Browses the Dealers' Den A–Z, by name and category.
    var browseDealers: BrowseDealersUseCase { get }
    /// The language the modules word their display values in.
    var language: Language { get }
}

extension Conbook: DealersDependencies {}
