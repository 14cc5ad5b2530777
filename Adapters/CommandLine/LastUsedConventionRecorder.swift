import ConbookCore
import ConbookModuleKit

/// Remembers the chosen convention, with where it comes from, as the one last used (the default
/// of the next plain `conbook`) once it has content: at once when it is stored already, else when
/// its first download succeeds. A download that fails or is cancelled leaves the last used as it was.
@MainActor
final class LastUsedConventionRecorder: ConventionObserver {
    private let library: ConventionLibrary
    private let chosen: ChosenConvention
    private let texts: TextCatalogue<CommandLineText>
    private let report: (String) -> Void
    private var hasRecorded = false

    /// - Parameters:
    ///   - texts: the words `report` is given.
    ///   - report: tells the user when the choice cannot be saved.
    init(
        library: ConventionLibrary, chosen: ChosenConvention, texts: TextCatalogue<CommandLineText>,
        report: @escaping (String) -> Void
    ) {
        self.library = library
        self.chosen = chosen
        self.texts = texts
        self.report = report
    }

    /// Records the convention now if it has content, else once it has (keep the recorder alive).
    func start(with conbook: Conbook) {
        if conbook.hasContent {
            record()
        } else {
            conbook.addObserver(self)
        }
    }

    func conventionDidChange(_ change: ConventionChange) {
        if change == .contentUpdated { record() }
    }

    private func record() {
        guard !hasRecorded else { return }
        hasRecorded = true
        do {
            try library.remember(chosen)
        } catch {
            report(texts(.rememberingFailed, ["name": chosen.name, "error": "\(error)"]))
        }
    }
}
