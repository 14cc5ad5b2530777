public import ConbookDirector

extension MenuScene {
    /// The console command that opens the scene from anywhere, e.g. `about`.
    public var consoleWord: String {
        switch self {
        case .about: "about"
        case .settings: "settings"
        case .collectThemAll: "collect"
        case .login: "login"
        case .timetable: "timetable"
        }
    }

    /// What the command does, for `help`.
    var consoleExplanation: String {
        switch self {
        case .about: "show the version, the convention and its last sync, the data kept and the credits"
        case .settings: "show the settings: time zone, reminders, data kept, clearing the data"
        case .collectThemAll: "show the convention's game, Collect them all (it needs a login)"
        case .login: "log in: asks for your registration number, username and password"
        case .timetable: "show a day as rooms × time, a column per room and a row per quarter of an hour"
        }
    }

    /// The scene a console command word opens, if any.
    init?(consoleWord word: String) {
        guard let scene = Self.allCases.first(where: { $0.consoleWord == word }) else { return nil }
        self = scene
    }
}
