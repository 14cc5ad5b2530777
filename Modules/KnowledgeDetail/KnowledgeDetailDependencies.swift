public import ConbookCore
public import ConbookModuleKit

/// What the KnowledgeDetail module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol KnowledgeDetailDependencies: ModuleDependencies {
    /// Finds where links and addresses lead.
    var followLink: FollowLinkUseCase { get }
    /// Turns the sources' Markdown or HTML into rich text for display.
    var richTextParser: any RichTextParser { get }
    /// Shows the convention's pictures.
    var viewImage: ViewImageUseCase { get }
    /// Shows one knowledge entry in full.
    var viewKnowledgeEntry: ViewKnowledgeEntryUseCase { get }
}

extension Conbook: KnowledgeDetailDependencies {}
