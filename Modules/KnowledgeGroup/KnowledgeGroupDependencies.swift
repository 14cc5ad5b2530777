public import ConbookCore
public import ConbookModuleKit

/// What the KnowledgeGroup module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol KnowledgeGroupDependencies: ModuleDependencies {
    /// Browses and searches the knowledge base.
    var browseKnowledge: BrowseKnowledgeUseCase { get }
}

extension Conbook: KnowledgeGroupDependencies {}
