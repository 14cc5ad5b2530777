import ConbookConsole
import ConbookCore
import ConbookEventDetail
import ConbookModuleKit
import ConbookNews
import ConbookSchedule
import ConbookWeb
import Foundation

/// Each page type written for a browser (the web scene's page as HTML, in its frame's place)
/// beside the same scene drawn on the console, over one Core: News, the schedule's first page and
/// an event's page, each built anew and drawn once (median of N). The aim: a page costs at most
/// 1 ms more than its console scene.
@MainActor
struct WebPagesBenchmark {
    /// One page type's figures, in milliseconds.
    struct Figures {
        let name: String
        let console: Double
        let web: Double
        let bytes: Int
    }

    let conbook: Conbook
    let runs: Int

    /// What `--web-pages [EVENTS [RUNS]]` asks for (EVENTS: 100000, RUNS: 21 unless given), or nil
    /// without `--web-pages`: these figures alone, over the synthetic convention saved into a new
    /// store and opened cold, without the rest of the benchmarks (and, with many runs, a loop for a
    /// profiler).
    static func requested(by arguments: [String]) -> (events: Int, runs: Int)? {
        guard let flag = arguments.firstIndex(of: "--web-pages") else { return nil }
        let numbers = arguments.dropFirst(flag + 1).prefix(2).compactMap { Int($0) }
        return (numbers.first ?? 100_000, numbers.dropFirst().first ?? 21)
    }

    func run() -> [Figures] {
        let event = conbook.browseSchedule.page(on: conbook.browseSchedule.days()[0].id, in: PageRange(offset: 0, limit: 1))
            .events[0].event.id
        let delegate = IgnoringModuleDelegate()
        return [
            figures(
                "News",
                console: { screen in
                    let scene = ConsoleNewsScene(screen: screen)
                    NewsModuleBuilder(conbook: conbook).build(scene: scene, delegate: delegate)
                    scene.appear()
                    return scene.render()
                },
                web: { language, notices in
                    let scene = WebNewsScene(language: language, notices: notices)
                    NewsModuleBuilder(conbook: conbook).build(scene: scene, delegate: delegate)
                    scene.appear()
                    return scene
                }),
            figures(
                "the schedule's first page",
                console: { screen in
                    let scene = ConsoleScheduleScene(screen: screen)
                    ScheduleModuleBuilder(conbook: conbook).build(scene: scene, delegate: delegate)
                    scene.appear()
                    return scene.render()
                },
                web: { language, notices in
                    let scene = WebScheduleScene(language: language, notices: notices)
                    ScheduleModuleBuilder(conbook: conbook).build(scene: scene, delegate: delegate)
                    scene.appear()
                    return scene
                }),
            figures(
                "an event's page",
                console: { screen in
                    let scene = ConsoleEventDetailScene(screen: screen)
                    EventDetailModuleBuilder(conbook: conbook).build(scene: scene, event: event, delegate: delegate)
                    scene.appear()
                    return scene.render()
                },
                web: { language, notices in
                    let scene = WebEventDetailScene(language: language, notices: notices)
                    EventDetailModuleBuilder(conbook: conbook).build(scene: scene, event: event, delegate: delegate)
                    scene.appear()
                    return scene
                }),
        ]
    }

    private func figures(
        _ name: String, console: (ConsoleScreen) -> [String], web: (Language, WebNotices) -> any WebScene
    ) -> Figures {
        let clock = ContinuousClock()
        let screen = ConsoleScreen(output: DiscardingConsoleOutput())
        let consoleTimes = (0..<runs).map { _ in
            let start = clock.now
            screen.print(console(screen))
            return milliseconds(clock.now - start)
        }
        let notices = WebNotices()
        let pictures = WebPictureShelf()
        var bytes = 0
        let webTimes = (0..<runs).map { _ in
            let start = clock.now
            let scene = web(conbook.language, notices)
            let context = WebPageContext(
                language: conbook.language, address: scene.address, formToken: "benchmark", pictures: pictures)
            let page = scene.page(in: context)
            bytes = HTML.element(.main, [], page.body).rendered.utf8.count
            return milliseconds(clock.now - start)
        }
        return Figures(name: name, console: median(consoleTimes), web: median(webTimes), bytes: bytes)
    }
}

extension IgnoringModuleDelegate: EventDetailModuleDelegate {
    func eventDetailModuleDidSelectRoomLocation(_ location: MapLocation) {}
    func eventDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {}
    func eventDetailModuleDidAskForFeedback(_ event: Event.ID) {}
    func eventDetailModuleDidSelectHost(named name: String) {}
}
