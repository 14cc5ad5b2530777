import ConbookCore
import ConbookModuleKit
import Foundation

/// `serve --public --sync-every N`: syncs the guide's source every N minutes, for as long as the
/// server runs; the other languages' Cores then read what the sync stored. A failed sync leaves
/// the last good data served and is tried again at the next turn.
@MainActor
struct GuideSyncLoop {
    let conbook: Conbook
    let others: [Conbook]
    let minutes: Int
    let texts: TextCatalogue<CommandLineText>

    /// Runs until cancelled.
    func run() async {
        FreedMemory.keepLargeBlocksApart()
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: .seconds(minutes * 60))
            } catch {
                return
            }
            let result = await conbook.refreshConvention.refresh()
            FreedMemory.giveBack()
            // What the sync's readers still held (pages written from the old content, the
            // search's last results) goes as visitors ask again: trim once more after that.
            Task {
                try? await Task.sleep(for: .seconds(10))
                FreedMemory.giveBack()
            }
            switch result {
            case .success(let summary):
                for other in others { other.catchUpWithOtherPrograms() }
                ServeCommand.say(
                    texts(
                        .serveGuideSynced,
                        [
                            "time": "\(Date())", "added": String(summary.eventsAdded), "changed": String(summary.eventsChanged),
                            "removed": String(summary.eventsRemoved),
                        ]))
            case .failure(let error):
                ConventionTask.printError(
                    texts(.serveGuideSyncFailed, ["reason": "\(error)", "minutes": String(minutes)]))
            }
        }
    }
}
