import ConbookCore
import ConbookModuleKit

/// Writes the introduction for a source.
struct TutorialInteractor {
    let source: SourceDescription

    func viewModel() -> TutorialViewModel {
        let name = DisplayText.nonEmpty(source.name.filter { !$0.isNewline }) ?? "the convention's source"
        let size = source.lastDownloadSizeInBytes.map { " The last full download was \(Self.size($0))." } ?? ""
        return TutorialViewModel(
            title: "Welcome to Conbook",
            paragraphs: [
                "Conbook keeps a convention's schedule, news, dealers, maps and knowledge base on this machine, "
                    + "so that you can browse them without a connection and mark your favourites.",
                "The first download fetches the whole convention; later ones fetch only what changed.",
            ],
            question: "Download the convention from \(name) now?\(size)")
    }

    /// `812 bytes`, `944 KB`, `1.3 MB` (powers of 1,000).
    static func size(_ bytes: Int) -> String {
        guard bytes >= 1000 else { return "\(max(bytes, 0)) bytes" }
        guard bytes >= 1_000_000 else { return "\(Int((Double(bytes) / 1000).rounded())) KB" }
        let tenths = Int((Double(bytes) / 100_000).rounded())
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
