import ConbookModuleKit

/// Why a command could not be carried out, in words for the person who typed it.
public enum ConsoleCommandError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The first word is not a command.
    case unknownCommand(String)
    /// The command's arguments are missing or wrong.
    case invalidArguments(command: String, expected: String, example: String)
    /// A scene was given a command it does not take.
    case notAvailableHere(command: String)
    /// No scene of the selected section's stack takes the command, but another section's root does.
    case worksInAnotherSection(command: String, section: String)
    /// No scene of the selected section's stack takes the command, but the roots of several other
    /// sections do (e.g. `search` on the Schedule and Dealers pages).
    case worksInOtherSections(command: String, sections: [String])
    /// No scene shown takes the command; a kind of scene shown elsewhere does (`place`, e.g.
    /// `an event's page`).
    case worksElsewhere(command: String, place: String)
    /// The command is a scene's, but only the first download is shown.
    case worksOnceDownloaded(command: String)
    /// A number that lists no item.
    case noSuchItem(number: Int, count: Int)
    /// A number that names no day.
    case noSuchDay(number: Int, count: Int)
    /// A number that names no page of the schedule.
    case noSuchPage(number: Int, count: Int)
    /// `next` on the schedule's last page.
    case noNextPage(count: Int)
    /// `previous` on the schedule's first page.
    case noPreviousPage
    /// `read` where no announcement is listed.
    case noAnnouncements
    /// A name that matches none of the options.
    case noMatch(kind: String, query: String, options: [String])
    /// A name that matches several options.
    case ambiguous(kind: String, query: String, candidates: [String])
    /// `back` on the first scene of a section (or of the window).
    case nothingToGoBackTo(section: String?)
    /// `tab` before the sections are shown.
    case noSections
    /// `map` where there is no place to show on a map (`of`, e.g. `this event's room`).
    case noMapLocation(of: String)
    /// `tap X Y` at a point outside the map's picture (its size, when known).
    case outsidePicture(x: Int, y: Int, width: Int?, height: Int?)
    /// `open N` on a link Conbook does not follow, with what the scene says of it.
    case linkNotFollowed(name: String, reason: String)
    /// `open ADDRESS` with an address Conbook does not follow, and why.
    case linkRefused(address: String, reason: String)
    /// `open` where there is no way to hand an address to the system, with the address.
    case cannotOpenHere(address: String)
    /// The system could not open an address.
    case openFailed(address: String, reason: String)
    /// `open` on a personal page (its address carries a login token, so it is never printed)
    /// where there is no way to hand it to the system, or the system failed (with why).
    case cannotOpenPersonalPage(reason: String?)
    /// `open` on a page that has nothing to open yet, with why (e.g. a login is needed).
    case nothingToOpen(reason: String)
    /// `logout` did not complete, with why (the user is still logged in).
    case logoutFailed(String)
    /// `export` wrote nothing, with why.
    case exportFailed(String)
    /// The command does not apply to what is shown, with why, e.g. a priority for an event that is
    /// not a favourite.
    case notApplicable(String)
    /// `yes` or `no` when nothing was asked.
    case nothingToConfirm
    /// A command for a scene that shows nothing yet.
    case notLoadedYet
    /// `refresh` on the download screen while the download runs.
    case downloadRunning

    public var description: String {
        switch self {
        case .unknownCommand(let word):
            "Unknown command “\(word)”. Type `help` to list the commands."
        case .invalidArguments(let command, let expected, let example):
            "`\(command)` needs \(expected), e.g. `\(example)`."
        case .notAvailableHere(let command):
            "`\(command)` does not work here; type `help` to list the commands that do."
        case .worksInAnotherSection(let command, let section):
            "`\(command)` works on the \(section) section: `tab \(section.lowercased())` first."
        case .worksInOtherSections(let command, let sections):
            "`\(command)` works on the \(DisplayText.list(sections)) sections: "
                + "\(DisplayText.list(sections.map { "`tab \($0.lowercased())`" }, conjunction: "or")) first."
        case .worksElsewhere(let command, let place):
            "`\(command)` does not work here; it works on \(place)."
        case .worksOnceDownloaded(let command):
            "`\(command)` works once the convention is downloaded."
        case .noSuchItem(let number, let count):
            count == 0
                ? "There is nothing to select here."
                : "There is no item \(number) here; choose a number from 1 to \(count)."
        case .noSuchDay(let number, let count):
            count == 0
                ? "There are no days to choose from."
                : "There is no day \(number); choose a number from 1 to \(count)."
        case .noSuchPage(let number, let count):
            if count <= 1 {
                "There is only one page."
            } else if number < 1 {
                "There is no page \(number); choose a number from 1 to \(count)."
            } else {
                "There is no page \(number): there are only \(count) pages."
            }
        case .noNextPage(let count):
            count <= 1
                ? "There is no next page: everything is on this one."
                : "There is no next page: this is the last (page \(count) of \(count))."
        case .noPreviousPage:
            "There is no previous page: this is the first."
        case .noAnnouncements:
            "There are no announcements to mark as read."
        case .noMatch(let kind, let query, let options):
            options.isEmpty
                ? "There are no \(kind)s to choose from."
                : "No \(kind) matches “\(query)”. The \(kind)s are: \(options.joined(separator: ", "))."
        case .ambiguous(let kind, let query, let candidates):
            "“\(query)” matches several \(kind)s: \(candidates.joined(separator: ", ")). Type more of the name."
        case .nothingToGoBackTo(let section):
            section.map { "There is nothing to go back to: this is the first page of the \($0) section." }
                ?? "There is nothing to go back to."
        case .noSections:
            "There are no sections yet: the convention has not been downloaded."
        case .noMapLocation(let what):
            "There is nothing to show on a map: \(what) is on none."
        case .outsidePicture(let x, let y, let width?, let height?):
            "(\(x), \(y)) is outside the picture, which is \(width) × \(height) pixels: "
                + "X goes from 0 to \(width - 1) and Y from 0 to \(height - 1), from the top left corner."
        case .outsidePicture(let x, let y, _, _):
            "(\(x), \(y)) is outside the picture: X and Y count pixels from its top left corner, from 0."
        case .linkNotFollowed(let name, let reason):
            "“\(name)” is not followed (\(reason))."
        case .linkRefused(let address, let reason):
            "“\(address)” is not opened: \(reason)."
        case .cannotOpenHere(let address):
            "Nothing here can open it; open it yourself: \(address)"
        case .openFailed(let address, let reason):
            "It could not be opened (\(reason)); open it yourself: \(address)"
        case .nothingToOpen(let reason):
            "There is nothing to open yet. \(reason)"
        case .cannotOpenPersonalPage(let reason):
            "The page could not be opened\(reason.map { " (\($0))" } ?? " here: nothing can hand it to a browser"). "
                + "Its address carries your login, so it is not printed; run conbook at a terminal where a browser opens."
        case .logoutFailed(let reason):
            "You are still logged in: \(reason)"
        case .exportFailed(let reason), .notApplicable(let reason):
            reason
        case .nothingToConfirm:
            "Nothing was asked; `clear` asks before forgetting the convention's data."
        case .notLoadedYet:
            "This page shows nothing yet; try again in a moment."
        case .downloadRunning:
            "The download is still running."
        }
    }
}
