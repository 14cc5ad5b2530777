public import ConbookCore
public import ConbookDirector
import ConbookModuleKit

/// The console's hold on the person's `Session`: its scenes as console scenes, sections chosen by
/// name (`tab NAME`), `back` as an error at the start of the path, and a command handed to the
/// nearest scene of the stack that takes it. The session keeps the stacks and their rules.
@MainActor
public final class ConsoleNavigator {
    /// The session the Director shows scenes in; each console scene appears as it becomes visible.
    public let session: Session

    /// Creates a navigator over a new session of the Core's.
    public init(conbook: Conbook) {
        session = Session(conbook: conbook, whenVisible: { ($0 as? any ConsoleScene)?.appear() })
    }

    /// Whether the session was ended (e.g. the first download was cancelled).
    public var isClosed: Bool { session.isClosed }

    /// The scene on screen, if any.
    public var visibleScene: (any ConsoleScene)? { session.visibleScene as? any ConsoleScene }

    /// The selected section's scenes (or the scene shown alone), root first; the last is visible.
    public var visibleStack: [any ConsoleScene] { session.visibleStack.compactMap { $0 as? any ConsoleScene } }

    /// The sections' titles, in order; empty while a scene is shown alone.
    public var sectionTitles: [String] { session.sections.map(\.title) }

    /// Selects the section a name designates (see `ConsoleSectionName`).
    public func selectSection(named name: String) throws(ConsoleCommandError) {
        guard !session.sections.isEmpty else { throw .noSections }
        session.selectSection(at: try ConsoleSectionName(name).index(in: session.sections, texts: texts))
    }

    /// Goes back along the path taken (see `Session.goBack()`).
    /// - Throws: `ConsoleCommandError.nothingToGoBackTo` at the start of the path, at the root.
    public func goBack() throws(ConsoleCommandError) {
        guard session.goBack() else {
            throw .nothingToGoBackTo(section: session.selectedSectionIndex.map { session.sections[$0].title })
        }
    }

    /// Carries out a scene's command: the visible scene's own, if it takes it; else that of the
    /// nearest scene below it that takes it, after going back to that scene (`Session.act(on:_:)`).
    /// - Throws: what the command throws; when no scene of the stack takes it, where it works:
    ///   another section's root scene (`worksInAnotherSection`, or `worksInOtherSections` when
    ///   several take it), a kind of scene not shown (`worksElsewhere`, or `worksOnceDownloaded`
    ///   while a scene is shown alone), or none (`unknownCommand`).
    public func perform(_ line: ConsoleCommandLine) throws(ConsoleCommandError) {
        guard session.depth > 0 else { throw .notLoadedYet }
        guard let scene = nearestScene(where: { $0.takes(line.word) ? $0 : nil }) else { throw whereItWorks(line) }
        try session.act(on: scene) { () throws(ConsoleCommandError) in try scene.perform(line) }
    }

    /// What `pick` gives for the nearest console scene of the selected section's stack it gives
    /// something for (the visible one first); nil when it gives nothing for any.
    public func nearestScene<Picked>(where pick: (any ConsoleScene) -> Picked?) -> Picked? {
        session.nearestScene { ($0 as? any ConsoleScene).flatMap(pick) }
    }

    /// Why no scene of the selected stack takes a word, and where it works instead.
    private func whereItWorks(_ line: ConsoleCommandLine) -> ConsoleCommandError {
        let word = line.word
        let roots = session.stacks.map { $0.first as? any ConsoleScene }
        let sections = zip(session.sections, roots).filter { $0.1?.takes(word) == true }.map(\.0.title)
        if sections.count > 1 { return .worksInOtherSections(command: word, sections: sections) }
        if let section = sections.first { return .worksInAnotherSection(command: word, section: section) }
        guard let place = ConsoleCommandCatalogue.place(taking: word, in: texts.language) else {
            return .unknownCommand(line.typedWord)
        }
        return session.sections.isEmpty ? .worksOnceDownloaded(command: word) : .worksElsewhere(command: word, place: place)
    }

    /// The shared texts in the language of the scenes shown (English before any is shown).
    private var texts: TextCatalogue<ConsoleText> {
        ConsoleTexts.catalogue(for: (session.stacks.first?.first as? any ConsoleScene)?.language ?? .english)
    }
}
