import ConbookCore

/// Route: the menu's scenes (see `MenuScene`), each through its own flow, on top of the selected
/// section. Implements no module's delegate itself.
@MainActor
final class MenuFlow {
    private let aboutFlow: AboutFlow
    private let settingsFlow: SettingsFlow
    private let collectThemAllFlow: CollectThemAllFlow
    private let loginFlow: LoginFlow
    private let timetableFlow: TimetableFlow
    private let passFlow: PassFlow
    private let freeTimeFlow: FreeTimeFlow

    /// - Parameter dataCleared: what follows clearing the convention's data in Settings (the
    ///   Director downloads it again).
    init(
        conbook: Conbook, sceneFactory: any SceneFactory, navigator: any Navigator,
        installation: (any InstallationFacts)?, loginFlow: LoginFlow, eventDetailFlow: EventDetailFlow,
        dataCleared: @escaping @MainActor () -> Void
    ) {
        self.loginFlow = loginFlow
        timetableFlow = TimetableFlow(
            conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, eventDetailFlow: eventDetailFlow)
        aboutFlow = AboutFlow(conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, installation: installation)
        settingsFlow = SettingsFlow(
            conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, installation: installation,
            dataCleared: dataCleared)
        collectThemAllFlow = CollectThemAllFlow(conbook: conbook, sceneFactory: sceneFactory, navigator: navigator)
        passFlow = PassFlow(conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, loginFlow: loginFlow)
        freeTimeFlow = FreeTimeFlow(
            conbook: conbook, sceneFactory: sceneFactory, navigator: navigator, eventDetailFlow: eventDetailFlow)
    }

    /// Opens a menu scene.
    func show(_ scene: MenuScene) {
        switch scene {
        case .about: aboutFlow.showAbout()
        case .settings: settingsFlow.showSettings()
        case .collectThemAll: collectThemAllFlow.showCollectThemAll()
        case .login: loginFlow.showLogin()
        case .timetable: timetableFlow.showTimetable()
        case .pass: passFlow.showPass()
        case .freeTime: freeTimeFlow.showFreeTime()
        }
    }

    /// Opens the free time with gaps of at least so many minutes.
    func showFreeTime(minimumMinutes: Int) {
        freeTimeFlow.showFreeTime(minimumMinutes: minimumMinutes)
    }
}
