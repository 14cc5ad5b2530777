import ConbookCore
import ConbookModuleKit
public import ConbookPersonDetail

/// A person's page on the console: their name and line, the other names events write for them,
/// their biography with its links numbered under it (`open N`), and their events numbered for
/// `select N` and `favourite N`, favourites starred, overlaps with other favourites noted.
@MainActor
public final class ConsolePersonDetailScene: PersonDetailScene, ConsoleScene {
    private enum Content {
        case loading
        case person(PersonDetailViewModel)
        case unavailable(String)
    }

    private let screen: ConsoleScreen
    private var delegate: (any PersonDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any PersonDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.personDetailSceneDidLoad() }
    }

    public func show(_ viewModel: PersonDetailViewModel) {
        content = .person(viewModel)
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func appear() {
        if loadGate.appeared() { delegate?.personDetailSceneDidLoad() }
    }

    public func render() -> [String] {
        switch content {
        case .loading:
            [screen.style.bold(texts(.personTitle)), texts(.loading)]
        case .unavailable(let message):
            [screen.style.bold(texts(.personTitle))] + screen.wrapper.wrap(message)
                + [screen.style.dim(texts(.backReturnsToList))]
        case .person(let person):
            render(person)
        }
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsolePersonDetailTexts

    public nonisolated static let place = Texts.Key.placePerson

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsolePersonDetailScene>] = [
        .select(explanation: .helpPersonSelect) { scene, number throws(ConsoleCommandError) in
            let (event, delegate) = try scene.event(numbered: number)
            delegate.personDetailSceneDidSelectEvent(id: event.id)
        },
        .numbered("favourite", explanation: .helpPersonFavourite, expected: .expectedListedItem) {
            scene, number throws(ConsoleCommandError) in
            let (event, delegate) = try scene.event(numbered: number)
            delegate.personDetailSceneDidToggleFavourite(id: event.id)
        },
        .numbered("open", explanation: .helpPersonOpen, expected: .expectedLinkNumber) {
            scene, number throws(ConsoleCommandError) in
            guard case .person(let person) = scene.content, let delegate = scene.delegate else { throw .notLoadedYet }
            delegate.personDetailSceneDidSelectLink(at: try ConsoleLinkList.index(choosing: number, in: person.links))
        },
    ]

    /// The event numbered so.
    private func event(
        numbered number: Int
    ) throws(ConsoleCommandError) -> (PersonEventRowViewModel, any PersonDetailSceneDelegate) {
        guard case .person(let person) = content, let delegate else { throw .notLoadedYet }
        guard person.events.indices.contains(number - 1) else {
            throw .noSuchItem(number: number, count: person.events.count)
        }
        return (person.events[number - 1], delegate)
    }

    private func render(_ person: PersonDetailViewModel) -> [String] {
        let style = screen.style
        var lines = screen.wrapper.wrap(style.bold(person.name))
        if let tagLine = person.tagLine { lines += screen.wrapper.wrap(tagLine) }
        if !person.otherNames.isEmpty {
            lines += screen.wrapper.wrap(
                style.dim(texts(.personAlsoWritten, ["names": person.otherNames.joined(separator: " · ")])))
        }
        if let biography = person.biography, !biography.blocks.isEmpty {
            lines +=
                [""]
                + ConsoleRichTextRenderer(
                    width: screen.width, style: style, linkNumbers: ConsoleLinkList.numbers(of: person.links)
                ).render(biography)
        }
        lines += ConsoleLinkList.lines(person.links, on: screen)
        lines += [""] + screen.wrapper.wrap(style.bold(person.eventsHeading))
        if let empty = person.noEventsMessage { lines += screen.wrapper.wrap(empty, prefix: "  ") }
        for (index, row) in person.events.enumerated() {
            lines += render(row, label: "[\(index + 1)]")
        }
        let hint = person.events.isEmpty ? "" : texts(.personHintEvents)
        let hints = hint + ConsoleLinkList.hint(person.links, texts: texts.shared) + texts(.backReturnsToList)
        return lines + [""] + screen.wrapper.wrap(style.dim(hints))
    }

    private func render(_ row: PersonEventRowViewModel, label: String) -> [String] {
        let style = screen.style
        let star = row.isFavourite ? style.favourite("★") : " "
        let prefix = "  \(label) \(star) "
        var lines = screen.wrapper.wrap("\(style.bold(row.title)) — \(row.when) · \(row.room)", prefix: prefix)
        if !row.notes.isEmpty {
            let indent = String(repeating: " ", count: TextWrapper.visibleWidth(of: prefix))
            lines += screen.wrapper.wrap(style.dim(row.notes.joined(separator: " · ")), prefix: indent)
        }
        return lines
    }
}

extension ConsoleSceneFactory: PersonDetailSceneFactory {
    public func makePersonDetailScene() -> ConsolePersonDetailScene {
        ConsolePersonDetailScene(screen: screen)
    }
}
