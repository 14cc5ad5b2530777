public import ConbookModuleKit

/// Why a command could not be carried out, in words for the person who typed it.
public enum ConsoleCommandError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A kind of option a name is matched against, in the singular and the plural, e.g. `category`
    /// and `categories`.
    public struct Kind: Hashable, Sendable {
        /// One of them, e.g. `category`.
        public var one: String
        /// Several, e.g. `categories`.
        public var several: String

        /// The kind a text names, its plural chosen by a count (`{count:category|categories}`).
        public init(_ text: ConsoleText, texts: TextCatalogue<ConsoleText> = ConsoleTexts.english) {
            one = texts(text, ["count": "1"])
            several = texts(text, ["count": "2"])
        }
    }

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
    /// A number that names no page of the schedule (`count` is `Int.max` while the pages are
    /// not all counted).
    case noSuchPage(number: Int, count: Int)
    /// `open N` with a number that names none of the page's links.
    case noSuchLink(number: Int, count: Int)
    /// `open N` on a link's page with a number other than 1.
    case webPageHasOneAddress(number: Int)
    /// `next` on the schedule's last page.
    case noNextPage(count: Int)
    /// `previous` on the schedule's first page.
    case noPreviousPage
    /// `read` where no announcement is listed.
    case noAnnouncements
    /// A name that matches none of the options.
    case noMatch(kind: Kind, query: String, options: [String])
    /// A name that matches several options.
    case ambiguous(kind: Kind, query: String, candidates: [String])
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

    /// The error in English.
    public var description: String { text(in: ConsoleTexts.english) }

    /// The error in the language of a catalogue; what it carries (names, reasons, what was
    /// expected) is shown as given, worded by whoever threw it.
    public func text(in texts: TextCatalogue<ConsoleText>) -> String {
        switch self {
        case .unknownCommand(let word):
            texts(.errorUnknownCommand, ["word": word])
        case .invalidArguments(let command, let expected, let example):
            texts(.errorInvalidArguments, ["command": command, "expected": expected, "example": example])
        case .notAvailableHere(let command):
            texts(.errorNotAvailableHere, ["command": command])
        case .worksInAnotherSection(let command, let section):
            texts(.errorWorksInAnotherSection, ["command": command, "section": section, "tab": section.lowercased()])
        case .worksInOtherSections(let command, let sections):
            texts(
                .errorWorksInOtherSections,
                [
                    "command": command, "sections": DisplayText.list(sections, in: texts.moduleTexts),
                    "tabs": DisplayText.list(
                        sections.map { "`tab \($0.lowercased())`" }, in: texts.moduleTexts, alternatives: true),
                ])
        case .worksElsewhere(let command, let place):
            texts(.errorWorksElsewhere, ["command": command, "place": place])
        case .worksOnceDownloaded(let command):
            texts(.errorWorksOnceDownloaded, ["command": command])
        case .noSuchItem(let number, let count):
            count == 0
                ? texts(.errorNothingToSelect)
                : texts(.errorNoSuchItem, ["number": "\(number)", "count": "\(count)"])
        case .noSuchDay(let number, let count):
            count == 0
                ? texts(.errorNoDays)
                : texts(.errorNoSuchDay, ["number": "\(number)", "count": "\(count)"])
        case .noSuchPage(let number, let count):
            if count <= 1 {
                texts(.errorOnlyOnePage)
            } else if count == .max {
                texts(.errorNoSuchPageFromOne, ["number": "\(number)"])
            } else {
                texts(.errorNoSuchPageChoose, ["number": "\(number)", "count": "\(count)"])
            }
        case .noSuchLink(let number, let count):
            count == 0
                ? texts(.errorNoLinks, ["number": "\(number)"])
                : texts(.errorNoSuchLink, ["number": "\(number)", "count": "\(count)"])
        case .webPageHasOneAddress(let number):
            texts(.errorWebPageHasOneAddress, ["number": "\(number)"])
        case .noNextPage(let count):
            count <= 1 ? texts(.errorNoNextPageOnlyOne) : texts(.errorNoNextPage, ["count": "\(count)"])
        case .noPreviousPage:
            texts(.errorNoPreviousPage)
        case .noAnnouncements:
            texts(.errorNoAnnouncements)
        case .noMatch(let kind, let query, let options):
            options.isEmpty
                ? texts(.errorNoMatchNone, ["kinds": kind.several])
                : texts(
                    .errorNoMatch,
                    ["kind": kind.one, "kinds": kind.several, "query": query, "options": options.joined(separator: ", ")])
        case .ambiguous(let kind, let query, let candidates):
            texts(.errorAmbiguous, ["kinds": kind.several, "query": query, "candidates": candidates.joined(separator: ", ")])
        case .nothingToGoBackTo(let section):
            section.map { texts(.errorNothingToGoBackToInSection, ["section": $0]) } ?? texts(.errorNothingToGoBackTo)
        case .noSections:
            texts(.errorNoSections)
        case .noMapLocation(let what):
            texts(.errorNoMapLocation, ["what": what])
        case .outsidePicture(let x, let y, let width?, let height?):
            texts(
                .errorOutsidePictureSized,
                [
                    "x": "\(x)", "y": "\(y)", "width": "\(width)", "height": "\(height)",
                    "lastX": "\(width - 1)", "lastY": "\(height - 1)",
                ])
        case .outsidePicture(let x, let y, _, _):
            texts(.errorOutsidePicture, ["x": "\(x)", "y": "\(y)"])
        case .linkNotFollowed(let name, let reason):
            texts(.errorLinkNotFollowed, ["name": name, "reason": reason])
        case .linkRefused(let address, let reason):
            texts(.errorLinkRefused, ["address": address, "reason": reason])
        case .cannotOpenHere(let address):
            texts(.errorCannotOpenHere, ["address": address])
        case .openFailed(let address, let reason):
            texts(.errorOpenFailed, ["address": address, "reason": reason])
        case .nothingToOpen(let reason):
            texts(.errorNothingToOpen, ["reason": reason])
        case .cannotOpenPersonalPage(let reason):
            reason.map { texts(.errorCannotOpenPersonalPage, ["reason": $0]) } ?? texts(.errorCannotOpenPersonalPageHere)
        case .logoutFailed(let reason):
            texts(.errorLogoutFailed, ["reason": reason])
        case .exportFailed(let reason), .notApplicable(let reason):
            reason
        case .nothingToConfirm:
            texts(.errorNothingToConfirm)
        case .notLoadedYet:
            texts(.errorNotLoadedYet)
        case .downloadRunning:
            texts(.errorDownloadRunning)
        }
    }
}
