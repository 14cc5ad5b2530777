import ConbookCore
import ConbookModuleKit

/// Writes the introduction for a source.
struct TutorialInteractor {
    let source: SourceDescription
    let texts: ModuleWords<TutorialText>

    func viewModel() -> TutorialViewModel {
        let question =
            DisplayText.nonEmpty(source.name.filter { !$0.isNewline }).map {
                texts(.tutorialQuestion, ["source": $0])
            } ?? texts(.tutorialQuestionUnnamedSource)
        let size = source.lastDownloadSizeInBytes.map {
            texts(.tutorialLastDownloadSize, ["size": ByteCount.text($0, in: texts.shared)])
        }
        return TutorialViewModel(
            title: texts(.tutorialTitle),
            paragraphs: [texts(.tutorialWhatConbookDoes), texts(.tutorialDownloads)],
            question: [question, size].compactMap { $0 }.joined(separator: " "))
    }
}
