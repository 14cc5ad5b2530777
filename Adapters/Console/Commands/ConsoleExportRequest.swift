import ConbookModuleKit

/// What `export` asks for: which events, and the file to write them to.
public struct ConsoleExportRequest: Hashable, Sendable {
    /// Which events a request exports.
    public enum Selection: Hashable, Sendable {
        /// `export FILE`: the favourites.
        case favourites
        /// `export all FILE`: every event.
        case all
        /// `export filter FILE` on the Schedule page: what its filters let through, as shown.
        case scheduleFilter(ConsoleScheduleFilter)
    }

    /// Which events.
    public var selection: Selection
    /// The file to write, as typed (relative to the working directory).
    public var path: String

    /// Creates a request.
    public init(selection: Selection, path: String) {
        self.selection = selection
        self.path = path
    }

    /// The request an `export` line makes: `export FILE`, `export all FILE` or `export filter FILE`
    /// (its filter is filled in from the Schedule page when the command runs).
    /// - Throws: `ConsoleCommandError.invalidArguments` without a file, worded in the texts' language.
    init(_ line: ConsoleCommandLine, texts: TextCatalogue<ConsoleText>) throws(ConsoleCommandError) {
        let words = line.arguments.split(separator: " ", maxSplits: 1).map(String.init)
        selection =
            switch words.first?.lowercased() {
            case "all": .all
            case "filter": .scheduleFilter(ConsoleScheduleFilter())
            default: .favourites
            }
        path = selection == .favourites ? line.arguments : words.dropFirst().first ?? ""
        guard !path.isEmpty else {
            throw .invalidArguments(command: "export", expected: texts(.expectedExportFile), example: "export favourites.ics")
        }
    }
}

/// The Schedule page's filters as it shows them (by name), for `export filter`.
public struct ConsoleScheduleFilter: Hashable, Sendable {
    /// Favourites only.
    public var favouritesOnly: Bool
    /// The track listed, by name; nil for every track.
    public var trackName: String?
    /// The room listed, by name; nil for every room.
    public var roomName: String?
    /// The language listed (a code); nil for every language.
    public var language: String?
    /// Whether only the events that will not be recorded are listed.
    public var unrecordedOnly: Bool
    /// Whether hidden events are listed too.
    public var includesHidden: Bool
    /// The friend whose picks are listed, by the name their list is kept under; nil for none.
    public var friendName: String?
    /// The host whose events are listed, as typed; nil for everyone's.
    public var host: String?

    /// Creates a filter.
    public init(
        favouritesOnly: Bool = false, trackName: String? = nil, roomName: String? = nil, language: String? = nil,
        unrecordedOnly: Bool = false, includesHidden: Bool = false, friendName: String? = nil, host: String? = nil
    ) {
        self.host = host
        self.friendName = friendName
        self.includesHidden = includesHidden
        self.unrecordedOnly = unrecordedOnly
        self.favouritesOnly = favouritesOnly
        self.trackName = trackName
        self.roomName = roomName
        self.language = language
    }
}
