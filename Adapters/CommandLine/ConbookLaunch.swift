import ConbookConsole
import ConbookCore
import ConbookDemoData
import ConbookDirector
import ConbookModuleKit
import ConbookSharedPicks
import ConbookTime
import Foundation

/// The composition root: the only place that picks adapters. Opens the store, builds the Core,
/// the Director and the console, runs the session and says how it ended as an exit status.
@MainActor
struct ConbookLaunch {
    let settings: ConbookSettings
    /// The conventions kept in the data directory.
    let library: ConventionLibrary
    /// The convention this run opens; it becomes the last used once it has content.
    let chosen: ChosenConvention
    /// What the user is told before the session (e.g. an unreadable store was moved aside).
    let warning: String?

    /// Runs conbook; returns 0 when all went well, 1 when a scripted command or a sync failed or
    /// the store cannot be used, 64 when the script cannot be read or the address to open is refused.
    func run() async -> Int32 {
        let texts = CommandLineTexts.catalogue(for: settings.language)
        let output = StandardConsoleOutput()
        let lineSource: any ConsoleLineSource
        do {
            lineSource = try makeLineSource(texts: texts)
        } catch {
            output.writeError("\(error)\n")
            return 64
        }
        if let warning {
            output.writeError(warning + "\n")
        }
        let conbook: Conbook
        let zoneFollower: ConventionZoneFollower?
        do {
            (conbook, zoneFollower) = try ConbookAssembly(settings: settings, library: library).make()
        } catch {
            output.writeError("\(error)\n")
            return 1
        }
        if let action = settings.accountAction {
            let opener =
                settings.loginOptions.noBrowser
                ? nil : SystemLinkOpener(environment: ProcessInfo.processInfo.environment, texts: texts)
            return await action.run(
                on: conbook, options: settings.loginOptions, opener: opener, output: output, input: StandardInputLineSource(),
                screen: makeScreen(output: output, mode: sessionMode))
        }
        let recorder = LastUsedConventionRecorder(library: library, chosen: chosen, texts: texts) {
            output.writeError($0 + "\n")
        }
        recorder.start(with: conbook)
        if settings.source == .demo {
            await startDemoAfresh(conbook, texts: texts, output: output)
        }
        let mode = sessionMode
        let screen = makeScreen(output: output, mode: mode)
        let navigator = ConsoleNavigator(conbook: conbook)
        let linkOpener =
            mode != .scripted && ConsoleTerminal.isOutputTerminal
            ? SystemLinkOpener(environment: ProcessInfo.processInfo.environment, texts: texts) : nil
        let director = Director(
            conbook: conbook,
            sceneFactory: ConsoleSceneFactory(
                screen: screen, linkOpener: linkOpener, opensLoginAddress: !settings.loginOptions.noBrowser),
            session: navigator.session,
            installation: ConbookInstallation(root: library.root, texts: texts),
            confirmingFirstDownloadFrom: sourceToConfirm(mode: mode),
            refreshingOnStart: settings.source != .demo)
        director.start()
        let settle = navigator.session.settled
        if let address = settings.openAddress,
            let refusal = await refusal(of: address, director: director, conbook: conbook, settle: settle)
        {
            let why = ReasonWording.text(of: refusal, in: conbook.texts)
            output.writeError(texts(.addressNotOpened, ["address": address, "reason": why]) + "\n")
            return withExtendedLifetime((director, zoneFollower, recorder)) { 64 }
        }
        if let code = settings.shareCode,
            let refusal = await refusal(ofShareCode: code, director: director, conbook: conbook, settle: settle)
        {
            output.writeError(texts(.shareRefused, ["reason": refusal]) + "\n")
            return withExtendedLifetime((director, zoneFollower, recorder)) { 1 }
        }
        let session = ConsoleSession(
            navigator: navigator, screen: screen, mode: mode, settle: settle,
            refresh: { conbook.refreshConvention.startRefresh() },
            actions: sessionActions(director: director, conbook: conbook), catchUp: { conbook.catchUpWithOtherPrograms() })
        let banner = StartupBanner(
            isDemo: settings.source == .demo, pinnedNow: settings.pinnedNow, isDemoClock: settings.isDemoClock, texts: texts)
        let outcome = await session.run(lineSource) { banner.lines(for: conbook) }
        return withExtendedLifetime((director, zoneFollower, recorder)) {
            mode == .scripted && outcome.hasFailures ? 1 : 0
        }
    }

    /// Why the address `--open` names is refused, if it is: at once (a hostile address, or content
    /// the stored convention does not hold), or once the first download has stored the convention.
    private func refusal(
        of address: String, director: Director, conbook: Conbook, settle: @MainActor () async -> Void
    ) async -> LinkRefusal? {
        if case .refused(_, let reason) = director.open(address) { return reason }
        guard !conbook.hasContent else { return nil }
        await settle()
        guard case .refused(_, let reason) = conbook.followLink.destination(ofDeepLink: address) else { return nil }
        return reason
    }

    /// Why a friend's share code is refused, if it is (damaged, another convention's…); else its
    /// picks open on top of the content, once the first download, if any, has stored it.
    private func refusal(
        ofShareCode code: String, director: Director, conbook: Conbook, settle: @MainActor () async -> Void
    ) async -> String? {
        if !conbook.hasContent { await settle() }
        do throws(ShareCodeError) {
            director.showSharedPicks(try conbook.sharePicks.open(code).picks)
            return nil
        } catch {
            let current = conbook.conventionIdentifier.map { id in conbook.details?.title.map { "\($0) (\(id))" } ?? "\(id)" }
            return ShareCodeErrorWording.text(of: error, currentName: current, language: conbook.language)
        }
    }

    /// Every run of the demo begins where the demo begins (its update waits for `refresh`): a
    /// stored demo that an earlier run refreshed is stored afresh; a failure is told, not fatal.
    private func startDemoAfresh(_ conbook: Conbook, texts: TextCatalogue<CommandLineText>, output: StandardConsoleOutput) async {
        do throws(DemoConvention.RestartFailure) {
            try await DemoConvention.startAfresh(conbook)
        } catch {
            let reason =
                switch error {
                case .notCleared(let error): ErrorWording.text(of: error, in: conbook.texts)
                case .notStored(let error): ErrorWording.text(of: error, in: conbook.texts)
                }
            output.writeError(texts(.demoNotRestarted, ["reason": reason]) + "\n")
        }
    }

    /// The Director's and the Core's actions, with `export` writing iCalendar files.
    private func sessionActions(director: Director, conbook: Conbook) -> ConsoleSessionActions {
        var actions = ConsoleSessionActions.wired(to: director, conbook: conbook)
        actions.exportCalendar = { request in
            let exporter = CalendarFileExporter(conbook: conbook)
            return try exporter.write(try exporter.selection(request.selection), to: request.path)
        }
        return actions
    }

    /// The source to ask about before the first download: a remote one, for a person typing who
    /// did not say `--yes` (the demo and files are on this machine already).
    private func sourceToConfirm(mode: ConsoleSession.Mode) -> SourceDescription? {
        guard mode != .scripted, !settings.downloadsWithoutAsking, case .remote(let url, _) = settings.source else {
            return nil
        }
        return SourceDescription(name: url.absoluteString)
    }

    private var sessionMode: ConsoleSession.Mode {
        settings.script == nil ? .interactive(showsPrompt: ConsoleTerminal.isInputTerminal) : .scripted
    }

    private func makeScreen(output: any ConsoleOutput, mode: ConsoleSession.Mode) -> ConsoleScreen {
        let isTerminal = ConsoleTerminal.isOutputTerminal
        return ConsoleScreen(
            output: output,
            style: (isTerminal || settings.forcesColor) && !settings.refusesColor
                ? .ansi(colorDepth: ConsoleColorDepth(environment: ProcessInfo.processInfo.environment)) : .plain,
            width: isTerminal ? .followingTerminal : .fixed(ConsoleTerminal.defaultWidth),
            progressDisplay: isTerminal && mode != .scripted ? .inPlace : .lineByLine,
            language: settings.language)
    }

    /// A person at a terminal gets line editing with a history (`<data directory>/history`);
    /// scripts and pipes read lines as they are.
    private func makeLineSource(texts: TextCatalogue<CommandLineText>) throws -> any ConsoleLineSource {
        if settings.script == nil, ConsoleTerminal.isInputTerminal, ConsoleTerminal.isOutputTerminal {
            return TerminalLineEditor(historyPath: library.root.appending(path: "history").path)
        }
        guard let script = settings.script, script != "-" else { return StandardInputLineSource() }
        guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
            throw LaunchError(texts(.scriptNotUTF8, ["script": script]))
        }
        return ScriptLineSource(text: text)
    }
}
