public import ConbookCore
public import ConbookModuleKit

/// What the DealerDetail module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol DealerDetailDependencies: ModuleDependencies {
    /// Finds where links and addresses lead.
    var followLink: FollowLinkUseCase { get }
    /// Turns the sources' Markdown or HTML into rich text for display.
    var richTextParser: any RichTextParser { get }
    /// Shows one dealer in full, and where they are.
    var viewDealer: ViewDealerUseCase { get }
    /// Shows the convention's pictures.
    var viewImage: ViewImageUseCase { get }
}

extension Conbook: DealerDetailDependencies {}
