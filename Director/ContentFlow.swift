import ConbookChanges
import ConbookCore
import ConbookNews
import ConbookSchedule

/// Route: the content, as tabs (News, Schedule, Changes), each opening events through the event detail flow.
@MainActor
final class ContentFlow {
    /// The tab titles, in order.
    static let tabTitles = ["News", "Schedule", "Changes"]

    private let conbook: Conbook
    private let sceneFactory: any SceneFactory
    private unowned let navigator: any Navigator
    private let eventDetailFlow: EventDetailFlow

    init(conbook: Conbook, sceneFactory: any SceneFactory, navigator: any Navigator) {
        self.conbook = conbook
        self.sceneFactory = sceneFactory
        self.navigator = navigator
        eventDetailFlow = EventDetailFlow(conbook: conbook, sceneFactory: sceneFactory, navigator: navigator)
    }

    func showContent() {
        let news = sceneFactory.makeNewsScene()
        NewsModuleBuilder(conbook: conbook).build(scene: news, delegate: eventDetailFlow)
        let schedule = sceneFactory.makeScheduleScene()
        ScheduleModuleBuilder(conbook: conbook).build(scene: schedule, delegate: eventDetailFlow)
        let changes = sceneFactory.makeChangesScene()
        ChangesModuleBuilder(conbook: conbook).build(scene: changes, delegate: eventDetailFlow)
        navigator.showTabs([
            Tab(title: Self.tabTitles[0], scene: news), Tab(title: Self.tabTitles[1], scene: schedule),
            Tab(title: Self.tabTitles[2], scene: changes),
        ])
    }
}
