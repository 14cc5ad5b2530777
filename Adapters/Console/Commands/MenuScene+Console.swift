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
        case .pass: "pass"
        case .freeTime: "free"
        }
    }

    /// What the command does, for `help`.
    var consoleExplanation: ConsoleText {
        switch self {
        case .about: .helpAbout
        case .settings: .helpSettings
        case .collectThemAll: .helpCollect
        case .login: .helpLogin
        case .timetable: .helpTimetable
        case .pass: .helpPass
        case .freeTime: .helpFreeTime
        }
    }
}
