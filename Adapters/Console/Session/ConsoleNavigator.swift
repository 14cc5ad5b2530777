import ConbookCore
public import ConbookDirector
public import ConbookModuleKit

/// Arranges console scenes: one scene alone, or sections each with its own stack of scenes.
///
/// The Director says what to show; the person at the console switches sections (`tab NAME`) and
/// goes back (`back`) along the path taken (`BackHistory`): to the scene below, or to the section
/// shown before. Only the top scene of the selected section is visible; a command it does not
/// take goes to the nearest scene below it that does (`perform(_:)`).
@MainActor
public final class ConsoleNavigator: Navigator {
    private struct SceneStack {
        let title: String?
        /// The section's English name, for `tab NAME` in every language.
        let name: String?
        var scenes: [any ConsoleScene]
    }

    private var stacks: [SceneStack] = []
    private var selectedStack = 0
    private var showsSections = false
    private var history = BackHistory()
    private var presented = PresentedScenes()

    /// Whether the session was ended (e.g. the first download was cancelled).
    public private(set) var isClosed = false

    /// Creates a navigator showing nothing yet.
    public init() {}

    /// The scene on screen, if any.
    public var visibleScene: (any ConsoleScene)? {
        stacks.indices.contains(selectedStack) ? stacks[selectedStack].scenes.last : nil
    }

    /// The sections' titles, in order; empty while a scene is shown alone.
    public var sectionTitles: [String] {
        showsSections ? stacks.compactMap(\.title) : []
    }

    /// The index in `sectionTitles` of the selected section; nil while a scene is shown alone.
    public var selectedSectionIndex: Int? {
        showsSections ? selectedStack : nil
    }

    /// The selected section's scenes (or the scene shown alone), root first; the last is visible.
    public var visibleStack: [any ConsoleScene] {
        stacks.indices.contains(selectedStack) ? stacks[selectedStack].scenes : []
    }

    /// How many scenes the selected section's stack holds (1 at its root).
    public var depth: Int {
        stacks.indices.contains(selectedStack) ? stacks[selectedStack].scenes.count : 0
    }

    public func showStandalone(_ scene: any Scene) {
        stacks = [SceneStack(title: nil, name: nil, scenes: [Self.consoleScene(scene)])]
        selectedStack = 0
        showsSections = false
        history.reset()
        presented.reset()
        visibleScene?.appear()
    }

    public func showSections(_ sections: [Section]) {
        stacks = sections.map { SceneStack(title: $0.title, name: $0.name, scenes: [Self.consoleScene($0.scene)]) }
        selectedStack = 0
        showsSections = true
        history.reset()
        presented.reset()
        visibleScene?.appear()
    }

    public func push(_ scene: any Scene) {
        guard stacks.indices.contains(selectedStack) else {
            showStandalone(scene)
            return
        }
        history.leave(currentPlace)
        stacks[selectedStack].scenes.append(Self.consoleScene(scene))
        visibleScene?.appear()
    }

    public func present(_ scene: any Scene) {
        push(scene)
        guard stacks.indices.contains(selectedStack) else { return }
        presented.record(scene, inSection: selectedStack, stack: stacks[selectedStack].scenes)
    }

    public func dismiss(_ scene: any Scene) {
        for index in stacks.indices {
            guard let depth = stacks[index].scenes.firstIndex(where: { $0 === scene }), depth > 0 else { continue }
            stacks[index].scenes.removeSubrange(depth...)
            if index == selectedStack { visibleScene?.appear() }
            return
        }
    }

    public func close() {
        isClosed = true
    }

    /// Selects the section a name designates, its English name or its title as shown (ignoring
    /// case; the start of a name is enough), so that English scripts work in every language.
    public func selectSection(named name: String) throws(ConsoleCommandError) {
        guard showsSections else { throw .noSections }
        let chosen = try sectionIndex(named: name)
        if chosen != selectedStack {
            history.leave(currentPlace)
            if let depth = presented.depthLeft(inSection: selectedStack, stack: stacks[selectedStack].scenes) {
                stacks[selectedStack].scenes.removeSubrange(depth...)
            }
        }
        selectedStack = chosen
        visibleScene?.appear()
    }

    /// Goes back along the path taken: pops the selected section's top scene, or returns to the
    /// section (and the scene in it) shown before.
    /// - Throws: `ConsoleCommandError.nothingToGoBackTo` at the start of the path, at the root of
    ///   the section.
    public func goBack() throws(ConsoleCommandError) {
        guard let place = history.back(from: currentPlace, depths: stacks.map(\.scenes.count)) else {
            throw .nothingToGoBackTo(section: showsSections ? stacks[selectedStack].title : nil)
        }
        selectedStack = place.section
        stacks[place.section].scenes.removeSubrange(place.depth...)
        visibleScene?.appear()
    }

    /// The section a name designates: an exact title or English name first, then the only title
    /// (or else the only English name) starting with or containing it; errors list the titles.
    private func sectionIndex(named name: String) throws(ConsoleCommandError) -> Int {
        let matcher = ConsoleNameMatcher(kind: .kindSection, texts: texts)
        let titles = sectionTitles
        let names = stacks.compactMap(\.name)
        let wanted = name.lowercased()
        if let exact = titles.firstIndex(where: { $0.lowercased() == wanted })
            ?? names.firstIndex(where: { $0.lowercased() == wanted })
        {
            return exact
        }
        do {
            return try matcher.index(of: name, in: titles)
        } catch {
            guard names != titles, let index = try? matcher.index(of: name, in: names) else { throw error }
            return index
        }
    }

    /// The language of the scenes shown (they all render for one screen); English before any is shown.
    private var language: Language {
        stacks.first?.scenes.first?.language ?? .english
    }

    /// The shared texts in the language of the scenes shown.
    private var texts: TextCatalogue<ConsoleText> {
        ConsoleTexts.catalogue(for: language)
    }

    private var currentPlace: BackHistory.Place {
        BackHistory.Place(section: selectedStack, depth: depth)
    }

    /// Carries out a scene's command: the visible scene's own, if it takes it; else that of the
    /// nearest scene below it in the section's stack that takes it, after going back to that
    /// scene (when the command then fails, the stack is left as it was).
    /// - Throws: what the command throws; when no scene of the stack takes it, where it works:
    ///   another section's root scene (`worksInAnotherSection`, or `worksInOtherSections` when
    ///   several take it), a kind of scene not shown
    ///   (`worksElsewhere`, or `worksOnceDownloaded` while a scene is shown alone), or none
    ///   (`unknownCommand`).
    public func perform(_ line: ConsoleCommandLine) throws(ConsoleCommandError) {
        guard stacks.indices.contains(selectedStack) else { throw .notLoadedYet }
        let scenes = stacks[selectedStack].scenes
        guard let depth = scenes.lastIndex(where: { $0.takes(line.word) }) else {
            throw whereItWorks(line)
        }
        let above = scenes[(depth + 1)...]
        if !above.isEmpty {
            stacks[selectedStack].scenes.removeSubrange(above.indices)
            scenes[depth].appear()
        }
        do {
            try scenes[depth].perform(line)
        } catch {
            stacks[selectedStack].scenes.insert(contentsOf: above, at: depth + 1)
            throw error
        }
    }

    /// The nearest scene of a type in the selected section's stack: the visible one, else the
    /// nearest below it; nil when the stack holds none.
    public func nearestScene<SceneType>(_ type: SceneType.Type) -> SceneType? {
        nearestScene(where: { $0 as? SceneType })
    }

    /// What `pick` gives for the nearest scene of the selected section's stack it gives something
    /// for (the visible one first), e.g. the scene as a kind it has; nil when it gives nothing for any.
    public func nearestScene<Picked>(where pick: (any ConsoleScene) -> Picked?) -> Picked? {
        visibleStack.reversed().lazy.compactMap(pick).first
    }

    /// Goes back to a scene of the selected section's stack, taking the scenes above it off (as a
    /// command carried out by a scene below does); nothing when the stack does not hold it.
    public func goBack(to scene: any ConsoleScene) {
        guard stacks.indices.contains(selectedStack),
            let depth = stacks[selectedStack].scenes.lastIndex(where: { $0 === scene }),
            depth + 1 < stacks[selectedStack].scenes.count
        else { return }
        stacks[selectedStack].scenes.removeSubrange((depth + 1)...)
        scene.appear()
    }

    /// Why no scene of the selected stack takes a word, and where it works instead.
    private func whereItWorks(_ line: ConsoleCommandLine) -> ConsoleCommandError {
        let word = line.word
        let sections = showsSections ? stacks.filter { $0.scenes.first?.takes(word) == true }.compactMap(\.title) : []
        if sections.count > 1 {
            return .worksInOtherSections(command: word, sections: sections)
        }
        if let section = sections.first {
            return .worksInAnotherSection(command: word, section: section)
        }
        guard let place = ConsoleCommandCatalogue.place(taking: word, in: language) else {
            return .unknownCommand(line.typedWord)
        }
        return showsSections ? .worksElsewhere(command: word, place: place) : .worksOnceDownloaded(command: word)
    }

    private static func consoleScene(_ scene: any Scene) -> any ConsoleScene {
        guard let consoleScene = scene as? any ConsoleScene else {
            preconditionFailure("The console navigator shows console scenes only, not \(type(of: scene)).")
        }
        return consoleScene
    }
}
