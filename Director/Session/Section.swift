public import ConbookModuleKit

/// One section of the content (News, Schedule, Changes, …): a name, a title and the scene at the
/// bottom of its stack. A front end shows the sections side by side (tabs, a sidebar, a section
/// bar) and keeps a stack of scenes for each.
public struct Section {
    /// The section's name, the same in every language, e.g. `Schedule` (for commands and scripts
    /// that choose a section by name).
    public let name: String
    /// The title in the language shown, e.g. `Schedule` or `Programm`.
    public let title: String
    /// The scene at the bottom of the section's stack.
    public let scene: any Scene

    /// Creates a section.
    public init(name: String, title: String, scene: any Scene) {
        self.name = name
        self.title = title
        self.scene = scene
    }
}
