public import ConbookCore

/// What the knowledge detail module tells whoever shows it.
@MainActor
public protocol KnowledgeDetailModuleDelegate: AnyObject {
    /// The user chose a link of the entry (never one Conbook refuses).
    func knowledgeDetailModuleDidSelectLink(_ destination: ContentLink, named name: String)
}
