public import ConbookDirector

/// One line of the command language, parsed: a global command, or a command for a scene.
public enum ConsoleCommand: Hashable, Sendable {
    /// `tab NAME`: switch to a section.
    case tab(String)
    /// `back`: pop the selected section's top scene.
    case back
    /// `help`: list the commands that work where the user is.
    case help
    /// `quit`: end the session.
    case quit
    /// `refresh`: fetch fresh data, from anywhere (a scene that takes `refresh` itself, the first
    /// download after a failure, has it first).
    case refresh
    /// `open ADDRESS`: follow a link from anywhere, e.g. a deep link to an event (`open N`, with a
    /// number, is a scene's).
    case openLink(String)
    /// A menu scene's word (`about`, `settings`, `free [N]`…): show it on top of the section shown,
    /// with its argument, if given (a visible scene that takes the word changes what it shows).
    case menu(MenuScene, argument: Int?)
    /// `logout`: forget the login and the messages kept.
    case logout
    /// `calendar-feed`: the subscription address of the favourites' calendar (a secret), once.
    case calendarFeed
    /// `export [all] FILE`: write the favourites (or every event) to an iCalendar file.
    case export(ConsoleExportRequest)
    /// A command for the scenes to carry out, if one takes it.
    case scene(ConsoleCommandLine)
}
