import ConbookModuleKit
public import ConbookPeople

/// The people on the console: everyone who hosts an event (and whom the source describes) A–Z, a
/// section per letter, each numbered for `select N`; `search TEXT` searches names and tag lines.
@MainActor
public final class ConsolePeopleScene: PeopleScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any PeopleSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: PeopleViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any PeopleSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.peopleSceneDidLoad() }
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func show(_ viewModel: PeopleViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.peopleSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let viewModel else { return [style.bold(texts(.peopleTitle)), texts(.loading)] }
        var lines = screen.wrapper.wrap(style.bold(texts(.peopleHeading, ["heading": viewModel.heading])), indent: "  ")
        let filters = viewModel.searchText.isEmpty ? texts(.filtersNone) : texts(.filterSearch, ["text": viewModel.searchText])
        lines += screen.wrapper.wrap(texts(.filters, ["filters": filters]), indent: "  ")
        if viewModel.sections.isEmpty {
            return lines + [""] + screen.wrapper.wrap(viewModel.emptyMessage ?? texts(.nothingToShow), prefix: "  ")
        }
        lines += Self.list(of: viewModel).lines(style: style) { row, _, label in render(row, label: label) }
        return lines + [""] + screen.wrapper.wrap(style.dim(texts(.peopleHint)), indent: "  ")
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsolePeopleTexts

    public nonisolated static let place = Texts.Key.placePeople

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsolePeopleScene>] = [
        .select(explanation: .helpPeopleSelect) { scene, number throws(ConsoleCommandError) in
            guard let viewModel = scene.viewModel, let delegate = scene.delegate else { throw .notLoadedYet }
            let position = try list(of: viewModel).numbering.position(ofItem: number)
            delegate.peopleSceneDidSelectPerson(named: viewModel.sections[position.section].rows[position.row].name)
        },
        .text("search", argument: "TEXT", explanation: .helpPeopleSearch) { scene, text throws(ConsoleCommandError) in
            guard let delegate = scene.delegate, scene.viewModel != nil else { throw .notLoadedYet }
            delegate.peopleSceneDidChangeSearchText(text)
        },
    ]

    private func render(_ row: PersonRowViewModel, label: String) -> [String] {
        var text = screen.style.bold(row.name)
        if let tagLine = row.tagLine { text += " — " + tagLine }
        text += "  " + screen.style.dim(row.events)
        return screen.wrapper.wrap(text, prefix: "  \(label) ")
    }

    private static func list(of viewModel: PeopleViewModel) -> ConsoleSectionedList<PersonRowViewModel> {
        ConsoleSectionedList(sections: viewModel.sections.map { ($0.title, $0.rows) }, isSelectable: { _ in true })
    }
}

extension ConsoleSceneFactory: PeopleSceneFactory {
    public func makePeopleScene() -> ConsolePeopleScene {
        ConsolePeopleScene(screen: screen)
    }
}
