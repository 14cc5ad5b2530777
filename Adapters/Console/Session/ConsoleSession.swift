import ConbookDirector
import ConbookModuleKit

/// Runs the console: reads command lines, carries out the global ones (`tab`, `back`, `help`,
/// `quit`, `refresh`) and hands the others to the scenes through the navigator, waits for what
/// they started to settle, and renders the visible scene after each.
///
/// The command language is the same typed and scripted. A script's transcript echoes each
/// command as `> command` before the scene it leads to; errors go to the error stream, prefixed
/// with the script's line number, and the session carries on with the next line.
@MainActor
public final class ConsoleSession {
    /// Who gives the commands.
    public enum Mode: Sendable, Hashable {
        /// A person; the prompt is shown when they sit at a terminal.
        case interactive(showsPrompt: Bool)
        /// A script; every command is echoed so the transcript reads on its own.
        case scripted
    }

    /// What the session asks for input with.
    public static let prompt = "conbook> "

    private let navigator: ConsoleNavigator
    private let screen: ConsoleScreen
    private let mode: Mode
    private let settle: @MainActor () async -> Void
    private let refresh: @MainActor () -> Void
    private let catchUp: @MainActor () -> Void
    private let actions: ConsoleSessionActions
    private let parser: ConsoleCommandParser
    private var failedCommandCount = 0

    /// Creates a session.
    /// - Parameters:
    ///   - navigator: shows the scenes and keeps the sections' stacks.
    ///   - screen: where the scenes are drawn, with the language and width they are drawn in.
    ///   - mode: whether a person types the commands or a script gives them.
    ///   - settle: waits until what a command started has finished (see `Session.settled()`).
    ///   - refresh: starts fetching fresh data, for `refresh` where the visible scene does not take
    ///     it itself (the composition root gives `conbook.refreshConvention.startRefresh()`).
    ///   - actions: what `open ADDRESS`, the menu words, `logout` and `export` do (usually
    ///     `ConsoleSessionActions.wired(to:conbook:)`); those missing are refused.
    ///   - catchUp: reads what another program saved in the same store, before each command (the
    ///     composition root gives `conbook.catchUpWithOtherPrograms()`).
    public init(
        navigator: ConsoleNavigator, screen: ConsoleScreen, mode: Mode,
        settle: @escaping @MainActor () async -> Void, refresh: @escaping @MainActor () -> Void,
        actions: ConsoleSessionActions = ConsoleSessionActions(), catchUp: @escaping @MainActor () -> Void = {}
    ) {
        self.catchUp = catchUp
        self.actions = actions
        self.navigator = navigator
        self.screen = screen
        self.parser = ConsoleCommandParser(texts: screen.texts)
        self.mode = mode
        self.settle = settle
        self.refresh = refresh
    }

    /// Runs until `quit`, the end of the input, or the navigator closing.
    /// - Parameters:
    ///   - source: where the command lines come from (the terminal, a script).
    ///   - banner: lines shown once above the first scene, once the start has settled.
    public func run(
        _ source: any ConsoleLineSource, banner: @MainActor () -> [String] = { [] }
    )
        async -> ConsoleSessionOutcome
    {
        await settleFully()
        if !navigator.isClosed {
            let bannerLines = banner().flatMap { screen.wrapper.wrap($0) }
            screen.print(bannerLines.isEmpty ? [] : bannerLines + [""])
            renderVisibleScene()
        }
        var lineNumber = 0
        while !navigator.isClosed {
            guard let line = await nextLine(from: source, prompt: Self.prompt, isCommand: true) else {
                if mode == .interactive(showsPrompt: true) { screen.write("\n") }
                break
            }
            lineNumber += 1
            guard !parser.isBlankOrComment(line) else { continue }
            if mode == .scripted {
                screen.print(["> " + DisplayText.trimmed(line)])
            }
            screen.beginCommand()
            do {
                guard let command = try parser.parse(line) else { continue }
                catchUp()
                if try await perform(command) == .quits { break }
                lineNumber += await askQuestions(from: source)
            } catch {
                failedCommandCount += 1
                let message = error.text(in: screen.texts)
                screen.printError(
                    mode == .scripted
                        ? screen.texts(.sessionScriptLineError, ["number": "\(lineNumber)", "error": message]) : message)
            }
        }
        return ConsoleSessionOutcome(failedCommandCount: failedCommandCount, problemCount: screen.problemCount)
    }

    private enum Continuation {
        case continues, quits
    }

    /// The next line, after the prompt at a terminal: the source shows it when it edits lines,
    /// else the session writes it.
    private func nextLine(from source: any ConsoleLineSource, prompt: String, isCommand: Bool) async -> String? {
        guard mode == .interactive(showsPrompt: true) else { return await source.nextLine() }
        if source.showsPrompts { return await source.nextLine(prompt: prompt, isCommand: isCommand) }
        screen.write(prompt)
        return await source.nextLine()
    }

    /// Asks the visible scene's questions, if it has any waiting: one line each (a secret one
    /// read without echo at a terminal, and shown hidden in a transcript), then hands the answers
    /// over and shows the outcome. Returns how many lines were read; at the end of the input the
    /// questions are left unanswered.
    private func askQuestions(from source: any ConsoleLineSource) async -> Int {
        var linesRead = 0
        // A scene may ask again after an answer (Login, until the provider has answered).
        while let scene = navigator.visibleScene as? any ConsoleQuestioning, !scene.questions.isEmpty {
            var answers: [String] = []
            for question in scene.questions {
                let answer: String?
                if question.isSecret {
                    if mode == .interactive(showsPrompt: true) { screen.write("\(question.prompt): ") }
                    answer = await source.nextSecretLine()
                } else {
                    answer = await nextLine(from: source, prompt: "\(question.prompt): ", isCommand: false)
                }
                guard let answer else { return linesRead + answers.count }
                if mode == .scripted {
                    screen.print([
                        "\(question.prompt): "
                            + (question.isSecret ? screen.texts(.sessionHiddenAnswer) : DisplayText.trimmed(answer))
                    ])
                }
                answers.append(answer)
            }
            linesRead += answers.count
            scene.answer(answers)
            await settleFully()
            renderVisibleScene()
        }
        return linesRead
    }

    private func perform(_ command: ConsoleCommand) async throws(ConsoleCommandError) -> Continuation {
        switch command {
        case .quit:
            return .quits
        case .help:
            screen.print(helpLines() + [""])
            return .continues
        case .tab(let name):
            try navigator.selectSection(named: name)
        case .back:
            try navigator.goBack()
        case .refresh:
            if navigator.visibleScene?.takes("refresh") == true {
                try navigator.perform(ConsoleCommandLine(word: "refresh"))
            } else {
                refresh()
            }
        case .menu(let scene, let argument?) where navigator.visibleScene?.takes(scene.word) == true:
            try navigator.perform(ConsoleCommandLine(word: scene.word, arguments: "\(argument)"))
        case .menu(let scene, let argument):
            guard let showMenuScene = actions.showMenuScene else { throw .notAvailableHere(command: scene.word) }
            guard !navigator.sectionTitles.isEmpty else { throw .worksOnceDownloaded(command: scene.word) }
            showMenuScene(scene, argument)
        case .logout:
            guard let logOut = actions.logOut else { throw .notAvailableHere(command: "logout") }
            if let note = try await logOut() {
                screen.print([note, ""])
            }
        case .calendarFeed:
            guard let calendarFeed = actions.calendarFeed else { throw .notAvailableHere(command: "calendar-feed") }
            screen.print(try await calendarFeed() + [""])
        case .export(let request):
            guard let exportCalendar = actions.exportCalendar else { throw .notAvailableHere(command: "export") }
            guard !navigator.sectionTitles.isEmpty else { throw .worksOnceDownloaded(command: "export") }
            var request = request
            // `export filter` is a filtering page's (the Schedule's): carried out by the nearest one,
            // after going back to it.
            var schedule: (any ConsoleFilterExporting)?
            if case .scheduleFilter = request.selection {
                schedule = navigator.nearestScene(where: { $0 as? any ConsoleFilterExporting })
                guard let filter = schedule?.shownFilter else {
                    let place = ConsoleSceneFactory.placeOfFilterExports(in: screen.texts.language) ?? ""
                    throw .worksElsewhere(command: "export filter", place: place)
                }
                request.selection = .scheduleFilter(filter)
            }
            do {
                screen.print([try exportCalendar(request), ""])
            } catch {
                throw .exportFailed("\(error)")
            }
            guard let schedule, navigator.visibleScene !== schedule else { return .continues }
            navigator.session.goBack(to: schedule)
        case .openLink(let address):
            guard let openLink = actions.openLink else { throw .notAvailableHere(command: "open") }
            if let refusal = openLink(address) { throw .linkRefused(address: address, reason: refusal) }
        case .scene(let line):
            try navigator.perform(line)
        }
        await settleFully()
        renderVisibleScene()
        return .continues
    }

    /// Settles, and keeps settling while the visible scene awaits an outcome: a finished download
    /// is followed by the content only once the download's presenter has had its turn.
    private func settleFully() async {
        await settle()
        while !navigator.isClosed, navigator.visibleScene?.isAwaitingOutcome == true {
            try? await Task.sleep(for: .milliseconds(5))
            await settle()
        }
    }

    private func renderVisibleScene() {
        guard !navigator.isClosed, let scene = navigator.visibleScene else { return }
        let bar = ConsoleSectionBar(titles: navigator.sectionTitles, selectedIndex: navigator.session.selectedSectionIndex)
        let lines = navigator.sectionTitles.isEmpty ? [] : bar.lines(style: screen.style, width: screen.width)
        screen.print(lines + scene.render() + [""])
    }

    /// The global commands, the visible scene's, then those of the scenes below it that no scene
    /// above them takes (a command goes back to them).
    private func helpLines() -> [String] {
        let texts = screen.texts
        var groups = [(texts(.helpHeading), ConsoleCommandParser.help(sectionTitles: navigator.sectionTitles, texts: texts))]
        var above: [any ConsoleScene] = []
        for scene in navigator.visibleStack.reversed() {
            let sceneType = type(of: scene)
            let place = sceneType.placeText(in: texts.language)
            let heading = texts(above.isEmpty ? .helpOnPlace : .helpGoingBackToPlace, ["place": place])
            let help = sceneType.commandHelp(in: texts.language) { word in above.contains { $0.takes(word) } }
            groups.append((heading, help))
            above.append(scene)
        }
        return ConsoleCommandCatalogue.lines(groups, width: screen.width)
    }
}
