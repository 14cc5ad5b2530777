/// Every command the console takes, gathered from the declarations: the global commands (the
/// parser's) and each kind of scene's. `help`, `conbook --help` and the errors that say where a
/// command works all read it, so that none of them can drift from what the scenes take.
public enum ConsoleCommandCatalogue {
    /// The heading of the global commands, the first line of every listing.
    static let heading = "Commands (one per line; lines starting with # are ignored):"

    /// Where a kind of scene that takes a command word is (its `place`), if one does.
    static func place(taking word: String) -> String? {
        ConsoleSceneFactory.sceneTypes.first { $0.takes(word) }?.place
    }

    /// Every command, as `conbook --help` lists it: the global ones, then each kind of scene's,
    /// wrapped at a width.
    public static func text(width: Int) -> String {
        let groups = [(heading, ConsoleCommandParser.help())]
            + ConsoleSceneFactory.sceneTypes.map { ("On \($0.place):", $0.commandHelp) }
        let fallback = "A command the page shown does not take is carried out by the page below it in the same "
            + "section that takes it, after going back to it."
        return (lines(groups, width: width) + [""] + TextWrapper(width: width).wrap(fallback)).joined(separator: "\n")
    }

    /// Groups of commands as lines: each group's heading, then a line per command with the
    /// explanations in one column (wrapped lines indented as deep); a blank line between groups.
    static func lines(_ groups: [(heading: String, help: [ConsoleCommandHelp])], width: Int) -> [String] {
        let groups = groups.filter { !$0.help.isEmpty }
        let usageWidth = groups.flatMap { $0.help.map(\.usage.count) }.max() ?? 0
        let wrapper = TextWrapper(width: width)
        return groups.enumerated().flatMap { index, group in
            (index > 0 ? [""] : []) + [group.heading] + group.help.flatMap { command in
                let padding = String(repeating: " ", count: usageWidth - command.usage.count + 2)
                return wrapper.wrap(command.explanation, prefix: "  " + command.usage + padding)
            }
        }
    }
}
