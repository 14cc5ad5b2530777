public import ConbookCore
public import ConbookModuleKit

/// The console's page: writes rendered lines, progress and problems to an output, with the
/// session's style and width.
///
/// Problems (a failed sync, a failed download) go to the error stream; the same problem told
/// by several scenes during one command is written once, and every problem is counted.
@MainActor
public final class ConsoleScreen {
    /// How progress lines are shown.
    public enum ProgressDisplay: Sendable {
        /// Each new progress text on a line of its own (scripts, files, pipes).
        case lineByLine
        /// One line rewritten in place with a carriage return (a person at a terminal).
        case inPlace
    }

    /// The emphasis used in rendered text.
    public let style: ConsoleStyle
    /// The widest a rendered line may be: a terminal's width is read when the screen is made and
    /// again at each command (`beginCommand()`), so a resized window takes effect with the next one.
    public private(set) var width: Int
    private let widthRule: ConsoleWidth
    /// The words the console shares in the screen's language (help, errors, progress); its
    /// language is the scenes' too, each of which adds its own words (`ConsoleScene.texts`).
    public let texts: TextCatalogue<ConsoleText>
    private let output: any ConsoleOutput
    private let progressDisplay: ProgressDisplay
    private var lastProgressText: String?
    /// When the transfer shown in place began (for its rate), and the bytes shown last: a new
    /// transfer starts when the bytes go down or follow a line without any.
    private var transfer: (start: ContinuousClock.Instant, lastReceived: Int)?
    private var isProgressLineOpen = false
    private var problemsThisCommand: Set<String> = []

    /// How many problems were reported so far.
    public private(set) var problemCount = 0

    /// Creates a screen over an output, worded in a language (the composition root gives
    /// `conbook.language`).
    public init(
        output: any ConsoleOutput, style: ConsoleStyle = .plain, width: ConsoleWidth = .fixed(ConsoleTerminal.defaultWidth),
        progressDisplay: ProgressDisplay = .lineByLine, language: Language = .english
    ) {
        self.output = output
        self.texts = ConsoleTexts.catalogue(for: language)
        self.style = style
        self.widthRule = width
        self.width = width.columns
        self.progressDisplay = progressDisplay
    }

    var wrapper: TextWrapper { TextWrapper(width: width) }

    /// Writes lines to the standard output.
    public func print(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        write(lines.map { $0 + "\n" }.joined())
    }

    /// Writes text as is (e.g. a prompt) to the standard output.
    public func write(_ text: String) {
        endProgressLine()
        lastProgressText = nil
        output.writeOutput(text)
    }

    /// Writes a message on a line of its own to the standard error.
    public func printError(_ message: String) {
        endProgressLine()
        output.writeError(message + "\n")
    }

    /// Reports something that went wrong outside a command (a failed sync): written to the
    /// standard error unless already reported during this command, and counted.
    public func reportProblem(_ message: String) {
        guard problemsThisCommand.insert(message).inserted else { return }
        problemCount += 1
        printError(message)
    }

    /// Reports something worth knowing that is not a failure (a sync that skipped what it could not
    /// use): written to the standard error unless already reported during this command, not counted.
    public func reportNotice(_ message: String) {
        guard problemsThisCommand.insert(message).inserted else { return }
        printError(message)
    }

    /// Starts a new command: problems reported from now on are written again, and a terminal's
    /// width is read anew.
    public func beginCommand() {
        width = widthRule.columns
        problemsThisCommand.removeAll()
    }

    /// Shows how far a long task has come; the same text twice in a row is shown once. At a
    /// terminal, a download's bytes (received, of how many) are drawn after the text as a bar with
    /// the percentage and the rate; line by line, they are left out (each step is one line), and
    /// of a step that goes through items one by one (`item`: which, from 1, of how many) only the
    /// first item, the one that completes each quarter and the last are written.
    public func showProgress(
        _ text: String, receivedBytes: Int? = nil, expectedBytes: Int? = nil, item: (number: Int, count: Int)? = nil
    ) {
        if progressDisplay == .lineByLine, let item, !Self.isMilestone(item) { return }
        guard progressDisplay == .inPlace, let receivedBytes else {
            transfer = nil
            showProgress(line: text)
            return
        }
        let now = ContinuousClock.now
        if let transfer, transfer.lastReceived <= receivedBytes {
            self.transfer = (transfer.start, receivedBytes)
        } else {
            transfer = (now, receivedBytes)
        }
        let elapsed = transfer.map { $0.start.duration(to: now) } ?? .zero
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let bar = ConsoleProgressBar(
            receivedBytes: receivedBytes, expectedBytes: expectedBytes, elapsedSeconds: seconds, texts: texts.moduleTexts)
        showProgress(line: text + " " + bar.text)
    }

    /// Whether an item of a counted step is worth a line of its own: the first, the last, and
    /// the one with which another quarter of them is done.
    private static func isMilestone(_ item: (number: Int, count: Int)) -> Bool {
        guard item.count > 0, item.number > 1, item.number < item.count else { return true }
        return item.number * 4 / item.count != (item.number - 1) * 4 / item.count
    }

    private func showProgress(line text: String) {
        guard text != lastProgressText else { return }
        lastProgressText = text
        switch progressDisplay {
        case .lineByLine:
            output.writeOutput(text + "\n")
        case .inPlace:
            output.writeOutput("\r\u{1B}[K" + text)
            isProgressLineOpen = true
        }
    }

    private func endProgressLine() {
        guard isProgressLineOpen else { return }
        isProgressLineOpen = false
        output.writeOutput("\n")
    }
}
