public import ConbookModuleKit

/// One section of the content (News, Schedule, Changes, …): a title and the scene at the bottom of
/// its stack. A front end shows the sections side by side (tabs, a sidebar, a section bar) and
/// keeps a stack of scenes for each.
public struct Section {
    /// The title, e.g. `Schedule`.
    public let title: String
    /// The scene at the bottom of the section's stack.
    public let scene: any Scene

    /// Creates a section.
    public init(title: String, scene: any Scene) {
        self.title = title
        self.scene = scene
    }
}
