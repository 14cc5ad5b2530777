public import ConbookCore
public import ConbookModuleKit

/// What the Knowledge module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol KnowledgeDependencies: ModuleDependencies {
    /// Browses and searches the knowledge base.
    var browseKnowledge: BrowseKnowledgeUseCase { get }
}

extension Conbook: KnowledgeDependencies {}
