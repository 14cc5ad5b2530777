import ConbookCore
public import ConbookEventDetail
import ConbookModuleKit

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
            [screen.style.bold(texts(.eventTitle)), texts(.loading)]
        case .unavailable(let message):
            [screen.style.bold(texts(.eventUnavailable))] + screen.wrapper.wrap(message)
                + [screen.style.dim(texts(.backReturnsToList))]
        case .event(let event):
            render(event)
        }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleEventDetailTexts

    public nonisolated static let place = Texts.Key.placeEvent

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleEventDetailScene>] = [
        .plain("favourite", "favorite", explanation: .helpEventFavourite) {
            scene throws(ConsoleCommandError) in
            guard case .event = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.eventDetailSceneDidToggleFavourite()
        },
        .plain("map", explanation: .helpEventMap) { scene throws(ConsoleCommandError) in
            guard case .event(let event) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            guard event.mapName != nil else { throw .noMapLocation(of: scene.texts(.mapWhatEventRoom)) }
            delegate.eventDetailSceneDidSelectRoomLocation()
        },
        .plain("feedback", explanation: .helpEventFeedback) {
            scene throws(ConsoleCommandError) in
            guard case .event(let event) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            guard event.acceptsFeedback else { throw .nothingToOpen(reason: scene.texts(.eventNoFeedback)) }
            delegate.eventDetailSceneDidAskForFeedback()
        },
        .text("priority", argument: "high|normal", explanation: .helpEventPriority) {
            scene, argument throws(ConsoleCommandError) in
            guard case .event(let event) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            guard event.priority != nil else { throw .notApplicable(scene.texts(.eventPriorityNotFavourite)) }
            switch argument.lowercased() {
            case "high": delegate.eventDetailSceneDidSetPriority(high: true)
            case "normal": delegate.eventDetailSceneDidSetPriority(high: false)
            default:
                throw .invalidArguments(command: "priority", expected: scene.texts(.expectedPriority), example: "priority high")
            }
        },
        .plain("hide", explanation: .helpEventHide) { scene throws(ConsoleCommandError) in
            guard case .event = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.eventDetailSceneDidHide()
        },
        .plain("show", explanation: .helpEventShow) { scene throws(ConsoleCommandError) in
            guard case .event = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.eventDetailSceneDidShowAgain()
        },
        .numbered("open", explanation: .helpEventOpen, expected: .expectedLinkNumber) {
            scene, number throws(ConsoleCommandError) in
            guard case .event(let event) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.eventDetailSceneDidSelectLink(at: try ConsoleLinkList.index(choosing: number, in: event.links))
        },
        host,
    ]

    /// `host N`, `host NAME`, and `host` for an event with one host.
    private nonisolated static let host = ConsoleSceneCommand<ConsoleEventDetailScene>(
        words: ["host"],
        help: { texts in
            [
                ConsoleCommandHelp(usage: "host N|NAME", explanation: texts(.helpEventHost))
            ]
        }
    ) { scene, line, texts throws(ConsoleCommandError) in
        guard case .event(let event) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
        let names = event.hostNames
        guard !names.isEmpty else { throw .notApplicable(texts(.eventNoHosts)) }
        if line.arguments.isEmpty {
            guard names.count == 1 else {
                throw .invalidArguments(command: line.word, expected: texts(.expectedHost), example: "\(line.word) 2")
            }
            return delegate.eventDetailSceneDidSelectHost(at: 0)
        }
        if let number = Int(line.arguments) {
            guard names.indices.contains(number - 1) else { throw .noSuchItem(number: number, count: names.count) }
            return delegate.eventDetailSceneDidSelectHost(at: number - 1)
        }
        let index = try ConsoleNameMatcher(kind: .kindHost, texts: texts.shared).index(of: line.arguments, in: names)
        delegate.eventDetailSceneDidSelectHost(at: index)
    }

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
        var facts: [(label: String, value: String)] = [(texts(.eventWhen), event.when), (texts(.eventWhere), event.room)]
        if let about = event.roomDescription { facts.append((texts(.eventRoom), about)) }
        if let map = event.mapName { facts.append((texts(.eventMap), texts(.eventMapShows, ["map": map]))) }
        facts.append((texts(.eventTrack), event.track))
        if let hosts = event.hosts {
            facts.append((texts(.eventHosts), event.hostNames.isEmpty ? hosts : texts(.eventHostsValue, ["hosts": hosts])))
        }
        if !event.tags.isEmpty { facts.append((texts(.eventTags), event.tags.map { "#\($0)" }.joined(separator: " "))) }
        if let recording = event.recording { facts.append((texts(.eventRecording), recording)) }
        if let hidden = event.hidden { facts.append((texts(.eventHidden), texts(.eventHiddenValue, ["hidden": hidden]))) }
        facts.append(
            (
                texts(.eventFavourite),
                event.isFavourite ? texts(.eventFavouriteYes, ["star": style.favourite("★")]) : texts(.eventFavouriteNo)
            ))
        if let friends = event.friends { facts.append((texts(.eventFriends), style.favourite(friends))) }
        if let priority = event.priority {
            facts.append((texts(.eventPriority), texts(.eventPriorityValue, ["priority": priority])))
        }
        for clash in event.clashes { facts.append((texts(.eventClash), clash)) }
        if event.acceptsFeedback { facts.append((texts(.eventFeedback), texts(.eventFeedbackWelcome))) }
        lines += ConsoleFactList.lines(facts, on: screen)
        let text = RichText([event.abstract, event.description].compactMap { $0 }.flatMap(\.blocks))
        if !text.blocks.isEmpty {
            let numbers = event.links.isEmpty ? nil : ConsoleLinkList.numbers(of: event.links)
            lines += [""] + ConsoleRichTextRenderer(width: screen.width, style: style, linkNumbers: numbers).render(text)
        }
        lines += ConsoleLinkList.lines(event.links, on: screen)
        lines += [
            "",
            style.dim(
                texts(.eventHintFavourite) + ConsoleLinkList.hint(event.links, texts: texts.shared) + texts(.backReturnsToList)),
        ]
        return lines
    }
}

extension ConsoleSceneFactory: EventDetailSceneFactory {
    public func makeEventDetailScene() -> ConsoleEventDetailScene {
        ConsoleEventDetailScene(screen: screen)
    }
}
