public import ConbookCore

/// What the KnowledgeGroup module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol KnowledgeGroupDependencies: AnyObject {
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
    /// Browses and searches the knowledge base.
    var browseKnowledge: BrowseKnowledgeUseCase { get }
    /// The language the modules word their display values in.
    var language: Language { get }
}

extension Conbook: KnowledgeGroupDependencies {}
