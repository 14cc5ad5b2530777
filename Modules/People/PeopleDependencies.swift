public import ConbookCore
public import ConbookModuleKit

/// What the People module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol PeopleDependencies: ModuleDependencies {
    /// Lists the people who host events, A–Z, and searches them.
    var people: BrowsePeopleUseCase { get }
}

extension Conbook: PeopleDependencies {}
