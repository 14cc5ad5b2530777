/// One line of the console's command language, parsed.
public enum ConsoleCommand: Hashable, Sendable {
    /// `tab NAME`: switch to a tab.
    case tab(String)
    /// `back`: pop the selected tab's top scene.
    case back
    /// `help`: list the commands.
    case help
    /// `quit`: end the session.
    case quit
    /// A command for the visible scene.
    case scene(ConsoleSceneCommand)
}
