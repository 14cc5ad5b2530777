public import ConbookCore

/// What the knowledge module tells whoever shows it.
@MainActor
public protocol KnowledgeModuleDelegate: AnyObject {
    /// The user chose a group of several entries (or none).
    func knowledgeModuleDidSelectGroup(_ group: KnowledgeGroup.ID)
    /// The user chose an entry: one a search found, or the only entry of the group chosen.
    func knowledgeModuleDidSelectEntry(_ entry: KnowledgeEntry.ID)
}
