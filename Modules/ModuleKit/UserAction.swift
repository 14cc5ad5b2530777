/// Something a person can do that a module's text points to ("log in to see your messages"),
/// named without saying how: each front end words it its own way (`ActionWording`), the console
/// as a command (`login`), another as what its button says.
///
/// A template names an action without an argument by its placeholder, `{logIn}`, which
/// `ModuleWords` fills with the front end's wording; an action with an argument is worded by the
/// interactor (`texts.action(.filterByFriend(name: name))`) and given as a placeholder's value.
public enum UserAction: Hashable, Sendable {
    /// Logging in to the convention's server.
    case logIn
    /// Logging out: forgetting the login kept here.
    case logOut
    /// Fetching fresh data from the convention's server.
    case refresh
    /// Trying again what failed, by fetching fresh data (the whole phrase: "refresh to try again").
    case tryAgain
    /// Ending a search, to see the whole list again (the whole phrase: "… ends the search").
    case endSearch
    /// Opening the private messages.
    case openMessages
    /// Asking for a table in the artist alley (the whole phrase: "… asks for a table").
    case askForTable
    /// Choosing how many minutes before an event its reminder comes (the whole phrase: "… sets N minutes").
    case setReminderTime
    /// Choosing how many minutes lie between the syncs of watching for changes (the whole phrase).
    case setSyncInterval
    /// Clearing the convention's data kept here (its pictures too).
    case clearData
    /// Watching for changes: syncing again and again while it runs.
    case watchForChanges
    /// Listing the events on a friend's list.
    case filterByFriend(name: String)
    /// Keeping shared picks as a friend's list under a name.
    case keepList(name: String)

    /// The actions without an argument, each filled into a template's placeholder of its name.
    public static let placeholderActions: [UserAction] = [
        .logIn, .logOut, .refresh, .tryAgain, .endSearch, .openMessages, .askForTable, .setReminderTime,
        .setSyncInterval, .clearData, .watchForChanges,
    ]

    /// The name of the placeholder a template writes for the action (`logIn` for `{logIn}`); nil
    /// for an action with an argument, which an interactor words and gives as a value.
    public var placeholder: String? {
        switch self {
        case .logIn: "logIn"
        case .logOut: "logOut"
        case .refresh: "refresh"
        case .tryAgain: "tryAgain"
        case .endSearch: "endSearch"
        case .openMessages: "openMessages"
        case .askForTable: "askForTable"
        case .setReminderTime: "setReminderTime"
        case .setSyncInterval: "setSyncInterval"
        case .clearData: "clearData"
        case .watchForChanges: "watchForChanges"
        case .filterByFriend, .keepList: nil
        }
    }

    /// The key of the action's words in a catalogue of a front end (or the plain one): `action`
    /// and the action's name, e.g. `actionLogIn`, `actionFilterByFriend`.
    public var textKey: String {
        let name =
            placeholder
            ?? {
                switch self {
                case .filterByFriend: "filterByFriend"
                case .keepList: "keepList"
                default: ""
                }
            }()
        return "action" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The values the action's words are filled with: the name an action with an argument takes.
    public var textValues: [String: String] {
        switch self {
        case .filterByFriend(let name), .keepList(let name): ["name": name]
        default: [:]
        }
    }
}
