import ArgumentParser
import ConbookConsole
import ConbookCore
import ConbookModuleKit
import ConbookSharedPicks
import Foundation

/// `conbook friends`: lists the friends' lists kept for a convention (each friend's picks, kept
/// with `keep NAME` on the page `conbook import CODE` opens), or forgets one (`--forget NAME`).
struct FriendsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "friends",
        abstract: "List the friends' lists kept for a convention, or forget one.",
        discussion: """
            A friend's list is kept with `keep NAME` on the page `conbook import CODE` opens; the \
            schedule, the timetable and the events' pages then show who else goes, and `filter \
            friend NAME` lists their picks.

            Examples:
              conbook friends
              conbook friends --forget Alex
            """)

    @Option(help: ArgumentHelp("Forget a friend's list (the name in any case).", valueName: "name"))
    var forget: String?

    @OptionGroup var conventionOptions: ConventionOptions

    @MainActor
    func run() async throws {
        try await ConventionTask.run(conventionOptions) { conbook in
            let texts = conbook.commandLineTexts
            if let forget {
                let kept = conbook.friendsLists.lists.keptName(for: forget.trimmingCharacters(in: .whitespaces))
                do throws(FriendsListError) {
                    try conbook.friendsLists.forget(forget)
                } catch {
                    let reason = FriendsListErrorWording.text(
                        of: error, currentName: conbook.details?.title, language: conbook.language,
                        actions: .console(in: conbook.language))
                    throw LaunchError(texts(.friendsForgetRefused, ["reason": reason]))
                }
                print(texts(.friendForgotten, ["name": kept ?? forget]))
                return
            }
            let friends = try conbook.friendsLists.friends()
            guard !friends.isEmpty else {
                print(texts(.friendsNone))
                return
            }
            print(friends.map { Self.line(for: $0, texts) }.joined(separator: "\n"))
        }
    }

    /// One friend's line, e.g. `Alex: 2 events · 1 not in this schedule`.
    private static func line(for friend: FriendsList, _ texts: TextCatalogue<CommandLineText>) -> String {
        let values = [
            "name": friend.name, "events": texts(.eventCount, ["count": "\(friend.events.count)"]),
            "missing": "\(friend.missingCount)",
        ]
        return texts(friend.missingCount == 0 ? .friendsLine : .friendsLineMissing, values)
    }
}
