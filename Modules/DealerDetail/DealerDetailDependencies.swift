public import ConbookCore

/// What the DealerDetail module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol DealerDetailDependencies: AnyObject {
    /// Registers an observer of changes; it is held weakly.
    func addObserver(_ observer: any ConventionObserver)
    /// Finds where links and addresses lead.
    var followLink: FollowLinkUseCase { get }
    /// The language the modules word their display values in.
    var language: Language { get }
    /// Turns the sources' Markdown or HTML into rich text for display.
    var richTextParser: any RichTextParser { get }
    /// Shows one dealer in full, and where they are.
    var viewDealer: ViewDealerUseCase { get }
    /// Shows the convention's pictures.
    var viewImage: ViewImageUseCase { get }
}

extension Conbook: DealerDetailDependencies {}
