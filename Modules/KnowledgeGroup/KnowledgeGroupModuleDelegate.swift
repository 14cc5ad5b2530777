public import ConbookCore

/// What the knowledge group module tells whoever shows it.
@MainActor
public protocol KnowledgeGroupModuleDelegate: AnyObject {
    /// The user chose an entry of the group.
    func knowledgeGroupModuleDidSelectEntry(_ entry: KnowledgeEntry.ID)
}
