public import ConbookCore
public import ConbookDirector
import ConbookModuleKit

/// What the session's global commands do beyond moving between scenes, given by whoever runs the
/// session; a command whose action is missing is refused (`notAvailableHere`).
@MainActor
public struct ConsoleSessionActions {
    /// Follows an address for `open ADDRESS`, returning why when it is refused.
    public var openLink: ((String) -> String?)?
    /// Shows a menu scene for its word (`about`, `settings`, `free N`…), with its argument, if given.
    public var showMenuScene: ((MenuScene, Int?) -> Void)?
    /// Forgets the login for `logout`: what to tell (e.g. that nobody was logged in) or nil, and
    /// throws `logoutFailed` when the login stays, `notApplicable` when the source offers none.
    public var logOut: (() async throws(ConsoleCommandError) -> String?)?
    /// Writes the file `export` asks for and says what it wrote, or throws an error whose
    /// description says why not.
    public var exportCalendar: ((ConsoleExportRequest) throws -> String)?
    /// Gives the lines that show the favourites' calendar address for `calendar-feed` (it holds a
    /// secret: shown once, when asked), or throws `notApplicable` with why not.
    public var calendarFeed: (() async throws(ConsoleCommandError) -> [String])?

    /// Creates the actions; those not given are refused.
    public init(
        openLink: ((String) -> String?)? = nil, showMenuScene: ((MenuScene, Int?) -> Void)? = nil,
        logOut: (() async throws(ConsoleCommandError) -> String?)? = nil,
        exportCalendar: ((ConsoleExportRequest) throws -> String)? = nil,
        calendarFeed: (() async throws(ConsoleCommandError) -> [String])? = nil
    ) {
        self.openLink = openLink
        self.showMenuScene = showMenuScene
        self.logOut = logOut
        self.exportCalendar = exportCalendar
        self.calendarFeed = calendarFeed
    }

    /// The lines that show the favourites' calendar address (a secret), or why there is none.
    public static func calendarFeedLines(from conbook: Conbook) async throws(ConsoleCommandError) -> [String] {
        let texts = ConsoleTexts.catalogue(for: conbook.language)
        do throws(LoginError) {
            let address = try await conbook.serverFavourites.calendarFeedAddress()
            return [texts(.sessionCalendarFeed), address]
        } catch .notOffered {
            throw .notApplicable(texts(.sessionNoCalendarFeed))
        } catch {
            throw .notApplicable(ErrorWording.text(of: error, in: conbook.texts))
        }
    }

    /// The actions over a Director and its Core: links and menu scenes through the Director, the
    /// logout and the calendar feed through the Core (no export: that needs a file format, which
    /// the caller adds).
    public static func wired(to director: Director, conbook: Conbook) -> ConsoleSessionActions {
        ConsoleSessionActions(
            openLink: { address in
                if case .refused(_, let reason) = director.open(address) {
                    return ReasonWording.text(of: reason, in: conbook.texts)
                }
                return nil
            },
            showMenuScene: { director.show($0, argument: $1) },
            logOut: { () async throws(ConsoleCommandError) -> String? in
                let texts = ConsoleTexts.catalogue(for: conbook.language)
                switch conbook.login.status() {
                case .notOffered:
                    throw .notApplicable(ErrorWording.text(of: LoginError.notOffered, in: conbook.texts))
                case .loggedOut, .sessionEnded:
                    return texts(.sessionNotLoggedIn)
                case .loggedIn:
                    break
                }
                do throws(LoginError) {
                    switch try await conbook.login.logout() {
                    case .revoked:
                        return texts(.sessionLoggedOutRevoked)
                    case .notRevoked(let error):
                        return texts(
                            .sessionLoggedOutNotRevoked, ["reason": ErrorWording.text(of: error, in: conbook.texts)])
                    }
                } catch {
                    throw .logoutFailed(ErrorWording.text(of: error, in: conbook.texts))
                }
            },
            calendarFeed: { () async throws(ConsoleCommandError) -> [String] in
                try await calendarFeedLines(from: conbook)
            })
    }
}
