import ConbookModuleKit

/// A flow that heads a section of the content: it makes the section's root scene, built into its
/// module with the flow as the module's delegate, and routes what that module reports.
@MainActor
protocol SectionFlow: AnyObject {
    /// The section's title in the language shown, from the words of the module heading it.
    var sectionTitle: String { get }
    /// A new root scene for the section.
    func makeRootScene() -> any Scene
}
