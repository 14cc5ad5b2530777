import ConbookCore
import ConbookWeb

/// The static copy of the guide for everyone (`conbook site`) without the file system: every page
/// written by `WebGuideSite` over one Core, each file handed to a writer that only counts it, so
/// that the figures are the pages' own cost (the scenes, the page, its frame, its links), per kind
/// of page. `Tests/Browser/guide-load.sh` times the whole command, files included.
@MainActor
struct GuideSiteBenchmark {
    /// What a run wrote.
    struct Figures {
        var pages = 0
        var files = 0
        var bytes = 0
        var seconds = 0.0
        /// Files by the first segment of their path (`events`, `people`, `calendar`, …).
        var filesByKind: [String: Int] = [:]
    }

    let conbook: Conbook

    /// What `--guide-site [EVENTS]` asks for (EVENTS: 20000 unless given), or nil without it.
    static func requested(by arguments: [String]) -> Int? {
        guard let flag = arguments.firstIndex(of: "--guide-site") else { return nil }
        return arguments.dropFirst(flag + 1).first.flatMap { Int($0) } ?? 20_000
    }

    /// Writes the whole copy once.
    func run() async throws -> Figures {
        var figures = Figures()
        let started = ContinuousClock.now
        figures.pages = try await WebGuideSite(guide: WebGuide(conbook: conbook)).write { file in
            figures.files += 1
            figures.bytes += file.bytes.count
            figures.filesByKind[file.path.count > 1 ? file.path[0] : "(top)", default: 0] += 1
        }
        figures.seconds = milliseconds(ContinuousClock.now - started) / 1000
        return figures
    }
}
