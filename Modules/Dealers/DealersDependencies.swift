public import ConbookCore
public import ConbookModuleKit

/// What the Dealers module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol DealersDependencies: ModuleDependencies {
    /// Browses the Dealers' Den A–Z, by name and category.
    var browseDealers: BrowseDealersUseCase { get }
}

extension Conbook: DealersDependencies {}
