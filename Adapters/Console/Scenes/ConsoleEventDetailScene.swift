import ConbookCore
public import ConbookEventDetail

/// One event in full on the console; `favourite` marks or unmarks it, `map` shows its room on the
/// map, `open N` follows a link of its texts.
@MainActor
public final class ConsoleEventDetailScene: EventDetailScene, ConsoleScene {
    private enum Content {
        case loading
        case event(EventDetailViewModel)
        case unavailable(String)
    }

    private let screen: ConsoleScreen
    private var delegate: (any EventDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any EventDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.eventDetailSceneDidLoad() }
    }

    public func show(_ viewModel: EventDetailViewModel) {
        content = .event(viewModel)
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.eventDetailSceneDidLoad() }
    }

    public func render() -> [String] {
        switch content {
        case .loading:
            [screen.style.bold("Event"), "Loading…"]
        case .unavailable(let message):
            [screen.style.bold("Event unavailable")] + screen.wrapper.wrap(message)
                + [screen.style.dim("`back` returns to the list")]
        case .event(let event):
            render(event)
        }
    }

    public nonisolated static let place = "an event's page"

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleEventDetailScene>] = [
        .plain("favourite", "favorite", explanation: "mark or unmark the event as a favourite") {
            scene throws(ConsoleCommandError) in
            guard case .event = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.eventDetailSceneDidToggleFavourite()
        },
        .plain("map", explanation: "show the event's room on the map") { scene throws(ConsoleCommandError) in
            guard case .event(let event) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            guard event.mapName != nil else { throw .noMapLocation(of: "this event's room") }
            delegate.eventDetailSceneDidSelectRoomLocation()
        },
        .plain("feedback", explanation: "rate the event and say what you thought (where it takes feedback)") {
            scene throws(ConsoleCommandError) in
            guard case .event(let event) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            guard event.acceptsFeedback else { throw .nothingToOpen(reason: "This event does not take feedback.") }
            delegate.eventDetailSceneDidAskForFeedback()
        },
        .text("priority", argument: "high|normal", explanation: "how much this favourite matters when it clashes with another (the lower one is flagged)") {
            scene, argument throws(ConsoleCommandError) in
            guard case .event(let event) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            guard event.priority != nil else { throw .notApplicable("Only favourites have a priority; `favourite` marks this one.") }
            switch argument.lowercased() {
            case "high": delegate.eventDetailSceneDidSetPriority(high: true)
            case "normal": delegate.eventDetailSceneDidSetPriority(high: false)
            default: throw .invalidArguments(command: "priority", expected: "high or normal", example: "priority high")
            }
        },
        .numbered("open", explanation: "follow the N-th link of the event's texts", expected: "the number of a link") {
            scene, number throws(ConsoleCommandError) in
            guard case .event(let event) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.eventDetailSceneDidSelectLink(at: try ConsoleLinkList.index(choosing: number, in: event.links))
        },
    ]

    private func render(_ event: EventDetailViewModel) -> [String] {
        let style = screen.style
        var lines = screen.wrapper.wrap(style.bold(event.title))
        if let subtitle = event.subtitle {
            lines += screen.wrapper.wrap(style.dim(subtitle))
        }
        if let change = event.change {
            lines += screen.wrapper.wrap(style.bold(change))
        }
        lines.append("")
        var facts: [(label: String, value: String)] = [("When", event.when), ("Where", event.room)]
        if let map = event.mapName { facts.append(("Map", "\(map) (`map` shows it)")) }
        facts.append(("Track", event.track))
        if let hosts = event.hosts { facts.append(("Hosts", hosts)) }
        if !event.tags.isEmpty { facts.append(("Tags", event.tags.map { "#\($0)" }.joined(separator: " "))) }
        facts.append(("Favourite", event.isFavourite ? style.favourite("★") + " yes" : "no"))
        if let priority = event.priority { facts.append(("Priority", "\(priority) (`priority high|normal`)")) }
        for clash in event.clashes { facts.append(("Clash", clash)) }
        if event.acceptsFeedback { facts.append(("Feedback", "welcome (`feedback`)")) }
        lines += ConsoleFactList.lines(facts, on: screen)
        let text = RichText([event.abstract, event.description].compactMap { $0 }.flatMap(\.blocks))
        if !text.blocks.isEmpty {
            let numbers = event.links.isEmpty ? nil : ConsoleLinkList.numbers(of: event.links)
            lines += [""] + ConsoleRichTextRenderer(width: screen.width, style: style, linkNumbers: numbers).render(text)
        }
        lines += ConsoleLinkList.lines(event.links, on: screen)
        lines += ["", style.dim("`favourite` marks or unmarks it · \(ConsoleLinkList.hint(event.links))`back` returns to the list")]
        return lines
    }
}

extension ConsoleSceneFactory: EventDetailSceneFactory {
    public func makeEventDetailScene() -> any EventDetailScene {
        ConsoleEventDetailScene(screen: screen)
    }
}
