/// The console's commands with one-line explanations, for `help` and `conbook --help`.
public enum ConsoleHelp {
    /// The commands and what they do.
    public static let commands: [(usage: String, explanation: String)] = [
        ("tab NAME", "switch to the News, Schedule or Changes tab (a prefix will do)"),
        ("select N", "open the N-th listed item, or mark that announcement read (just `N` works too)"),
        ("back", "return to the previous page of the tab"),
        ("favourite", "mark or unmark the open event as a favourite"),
        ("search TEXT", "search the schedule; `search` alone ends the search"),
        ("day N", "show the schedule's N-th day"),
        ("next", "show the schedule's next page (`more` works too)"),
        ("previous", "show the schedule's previous page (`prev` works too)"),
        ("page N", "show the schedule's N-th page"),
        ("filter track NAME", "list one track; `filter track` alone lists all"),
        ("filter room NAME", "list one room; `filter room` alone lists all"),
        ("filter favourites", "list favourites only, or everything again"),
        ("filter none", "clear every filter and the search"),
        ("read", "mark the announcements on the News tab as read"),
        ("refresh", "fetch fresh data (after a failed download: retry)"),
        ("cancel", "give up a failed first download"),
        ("help", "list these commands"),
        ("quit", "end the session (so does the end of the input)"),
    ]

    /// The list as lines of text.
    public static var lines: [String] {
        let width = commands.map(\.usage.count).max() ?? 0
        let listed = commands.map { command in
            "  " + command.usage + String(repeating: " ", count: width - command.usage.count + 2) + command.explanation
        }
        return ["Commands (one per line; lines starting with # are ignored):"] + listed
    }

    /// The list as one text.
    public static var text: String { lines.joined(separator: "\n") }
}
