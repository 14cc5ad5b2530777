public import ConbookDealers
import ConbookModuleKit

/// The Dealers' Den on the console: the dealers A–Z a page at a time, a section per letter, each
/// numbered on its page for `select N`; `next`, `previous` and `page N` turn the pages, `search
/// TEXT` searches the names, `filter category NAME` turns a category off or on again, and `letter X`
/// shows the page of a letter from that letter on: the page's sections before it are left out, and
/// the numbers stay those of the page.
@MainActor
public final class ConsoleDealersScene: DealersScene, ConsoleScene {
    private let screen: ConsoleScreen
    private var delegate: (any DealersSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var viewModel: DealersViewModel?

    /// Creates the scene, rendering for a screen.
    public init(screen: ConsoleScreen) {
        self.screen = screen
    }

    public func setDelegate(_ delegate: any DealersSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.dealersSceneDidLoad() }
    }

    public func showError(_ message: String) {
        screen.reportProblem(message)
    }

    public func show(_ viewModel: DealersViewModel) {
        self.viewModel = viewModel
    }

    public func appear() {
        if loadGate.appeared() { delegate?.dealersSceneDidLoad() }
    }

    public func render() -> [String] {
        let style = screen.style
        guard let viewModel else { return [style.bold(texts(.dealersTitle)), texts(.loading)] }
        var lines = screen.wrapper.wrap(style.bold(texts(.dealersHeading, ["heading": viewModel.heading])), indent: "  ")
        lines += screen.wrapper.wrap(texts(.filters, ["filters": Self.activeFilters(viewModel, texts)]), indent: "  ")
        if !viewModel.categories.isEmpty {
            let categories = viewModel.categories.map(\.name).joined(separator: " · ")
            lines += screen.wrapper.wrap(texts(.dealersCategories, ["categories": categories]), indent: "  ")
        }
        if viewModel.sections.isEmpty {
            return lines + [""] + screen.wrapper.wrap(viewModel.emptyMessage ?? texts(.nothingToShow), prefix: "  ")
        }
        lines += screen.wrapper.wrap(
            texts(.dealersLetters, ["letters": viewModel.letters.joined(separator: " ")]), indent: "  ")
        if let summary = viewModel.page.summary {
            lines += screen.wrapper.wrap(texts(.pageShowing, ["summary": summary]), indent: "  ")
        }
        var listing = Self.list(of: viewModel).lines(style: style) { row, _, label in render(row, label: label) }
        if let focused = viewModel.focusedSectionIndex {
            let title = viewModel.sections[focused].title
            if let heading = listing.firstIndex(of: style.bold(title)), heading > 0 {
                listing = Array(listing[(heading - 1)...])
            }
            lines += screen.wrapper.wrap(style.dim(texts(.dealersFromLetter, ["letter": title])), indent: "  ")
        }
        return lines + listing
            + ConsolePageTurning.lines(index: viewModel.page.index, count: viewModel.page.count, on: screen)
    }

    /// The scene's own words, beside it.
    public typealias Texts = ConsoleDealersTexts

    public nonisolated static let place = Texts.Key.placeDealers

    /// The words the scene is worded in: its own and the shared ones, in its screen's language.
    public var texts: Words { Self.words(in: screen.texts.language) }

    public nonisolated static let commands: [ConsoleSceneCommand<ConsoleDealersScene>] =
        [
            .select(explanation: .helpDealersSelect) { scene, number throws(ConsoleCommandError) in
                let (viewModel, delegate) = try scene.loaded()
                let position = try list(of: viewModel).numbering.position(ofItem: number)
                delegate.dealersSceneDidSelectDealer(id: viewModel.sections[position.section].rows[position.row].id)
            },
            .text(
                "search", argument: "TEXT",
                explanation: .helpDealersSearch
            ) { scene, text throws(ConsoleCommandError) in
                try scene.loaded().delegate.dealersSceneDidChangeSearchText(text)
            },
            filter,
            letter,
        ]
        + ConsoleSceneCommand.pageTurning(
            of: .pagedDealers,
            pages: { scene throws(ConsoleCommandError) in
                let page = try scene.loaded().viewModel.page
                return (page.index, page.count)
            },
            turnTo: { scene, index in scene.delegate?.dealersSceneDidSelectPage(at: index) }
        )

    /// `filter category NAME` and `filter category`.
    private nonisolated static let filter = ConsoleSceneCommand<ConsoleDealersScene>(
        words: ["filter"],
        help: { texts in
            [
                ConsoleCommandHelp(usage: "filter category NAME", explanation: texts(.helpFilterCategory)),
                ConsoleCommandHelp(usage: "filter category", explanation: texts(.helpFilterAllCategories)),
            ]
        }
    ) { scene, line, texts throws(ConsoleCommandError) in
        let (viewModel, delegate) = try scene.loaded()
        let kind = line.subcommand
        guard kind.word == "filter category" || kind.word == "filter categories" else {
            throw .invalidArguments(
                command: "filter", expected: texts(.expectedDealersFilter), example: "filter category prints")
        }
        if kind.arguments.isEmpty {
            delegate.dealersSceneDidActivateAllCategories()
        } else {
            let names = viewModel.categories.map(\.name)
            let index = try ConsoleNameMatcher(kind: .kindCategory, texts: texts.shared).index(of: kind.arguments, in: names)
            delegate.dealersSceneDidToggleCategory(at: index)
        }
    }

    /// `letter X` and `letter`.
    private nonisolated static let letter = ConsoleSceneCommand<ConsoleDealersScene>(
        words: ["letter"],
        help: { texts in
            [
                ConsoleCommandHelp(usage: "letter X", explanation: texts(.helpLetter)),
                ConsoleCommandHelp(usage: "letter", explanation: texts(.helpLetterNone)),
            ]
        }
    ) { scene, line, texts throws(ConsoleCommandError) in
        let (viewModel, delegate) = try scene.loaded()
        guard !line.arguments.isEmpty else { return delegate.dealersSceneDidSelectLetter(at: nil) }
        let letters = viewModel.letters
        guard line.arguments.count == 1 else {
            throw .invalidArguments(command: "letter", expected: texts(.expectedLetter), example: "letter m")
        }
        guard let index = letters.firstIndex(of: line.arguments.uppercased()) else {
            throw .noMatch(
                kind: ConsoleCommandError.Kind(.kindLetter, texts: texts.shared), query: line.arguments, options: letters)
        }
        delegate.dealersSceneDidSelectLetter(at: index)
    }

    private func loaded() throws(ConsoleCommandError) -> (viewModel: DealersViewModel, delegate: any DealersSceneDelegate) {
        guard let viewModel, let delegate else { throw .notLoadedYet }
        return (viewModel, delegate)
    }

    private func render(_ row: DealerRowViewModel, label: String) -> [String] {
        var text = screen.style.bold(row.name)
        if let alternateName = row.alternateName { text += " (\(alternateName))" }
        if !row.notes.isEmpty { text += "  " + screen.style.dim(row.notes.joined(separator: " · ")) }
        return screen.wrapper.wrap(text, prefix: "  \(label) ")
    }

    private static func activeFilters(_ viewModel: DealersViewModel, _ texts: Words) -> String {
        var filters: [String] = []
        if !viewModel.searchText.isEmpty { filters.append(texts(.filterSearch, ["text": viewModel.searchText])) }
        let off = viewModel.categories.filter { !$0.isActive }.map(\.name)
        if !off.isEmpty { filters.append(texts(.filterCategoriesOff, ["names": off.joined(separator: ", ")])) }
        return filters.isEmpty ? texts(.filtersNone) : filters.joined(separator: " · ")
    }

    private static func list(of viewModel: DealersViewModel) -> ConsoleSectionedList<DealerRowViewModel> {
        ConsoleSectionedList(sections: viewModel.sections.map { ($0.title, $0.rows) }, isSelectable: { _ in true })
    }
}

extension ConsoleSceneFactory: DealersSceneFactory {
    public func makeDealersScene() -> ConsoleDealersScene {
        ConsoleDealersScene(screen: screen)
    }
}
