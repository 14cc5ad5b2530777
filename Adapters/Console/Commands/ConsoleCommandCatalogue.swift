public import ConbookCore
import ConbookModuleKit

/// Every command the console takes, gathered from the declarations: the global commands (the
/// parser's) and each kind of scene's. `help`, `conbook --help` and the errors that say where a
/// command works all read it, so that none of them can drift from what the scenes take.
public enum ConsoleCommandCatalogue {
    /// Where a kind of scene that takes a command word is (its `place`) in a language, if one does.
    static func place(taking word: String, in language: Language) -> String? {
        ConsoleSceneFactory.sceneTypes.first { $0.takes(word) }?.placeText(in: language)
    }

    /// Every command, as `conbook --help` lists it: the global ones, then each kind of scene's,
    /// wrapped at a width, in a language (English unless given).
    public static func text(width: Int, language: Language = .english) -> String {
        let texts = ConsoleTexts.catalogue(for: language)
        let groups =
            [(texts(.helpHeading), ConsoleCommandParser.help(texts: texts))]
            + ConsoleSceneFactory.sceneTypes.map {
                (texts(.helpOnPlace, ["place": $0.placeText(in: language)]), $0.commandHelp(in: language))
            }
        return (lines(groups, width: width) + [""] + TextWrapper(width: width).wrap(texts(.helpFallback))).joined(separator: "\n")
    }

    /// Groups of commands as lines: each group's heading, then a line per command with the
    /// explanations in one column (wrapped lines indented as deep); a blank line between groups.
    static func lines(_ groups: [(heading: String, help: [ConsoleCommandHelp])], width: Int) -> [String] {
        let groups = groups.filter { !$0.help.isEmpty }
        let usageWidth = groups.flatMap { $0.help.map(\.usage.count) }.max() ?? 0
        let wrapper = TextWrapper(width: width)
        return groups.enumerated().flatMap { index, group in
            (index > 0 ? [""] : []) + [group.heading]
                + group.help.flatMap { command in
                    let padding = String(repeating: " ", count: usageWidth - command.usage.count + 2)
                    return wrapper.wrap(command.explanation, prefix: "  " + command.usage + padding)
                }
        }
    }
}
