import ConbookCore
import ConbookModuleKit

/// Writes the introduction for a source.
struct TutorialInteractor {
    let source: SourceDescription

    func viewModel() -> TutorialViewModel {
        let name = DisplayText.nonEmpty(source.name.filter { !$0.isNewline }) ?? "the convention's source"
        let size = source.lastDownloadSizeInBytes.map { " The last full download was \(ByteCount.text($0))." } ?? ""
        return TutorialViewModel(
            title: "Welcome to Conbook",
            paragraphs: [
                "Conbook keeps a convention's schedule, news, dealers, maps and knowledge base on this machine, "
                    + "so that you can browse them without a connection and mark your favourites.",
                "The first download fetches the whole convention; later ones fetch only what changed.",
            ],
            question: "Download the convention from \(name) now?\(size)")
    }
}
