import ConbookCore
import ConbookTesting
import Testing

@MainActor
@Suite("Sync: download progress")
struct SyncDownloadProgressTests {
    /// A source that reports a download in steps of 100 KB before answering.
    private struct ReportingAPI: ConventionAPI {
        let reports: [TransferProgress]

        func fetchChanges(since: Instant?) async throws(ConventionAPIError) -> SyncResponse {
            SampleConvention.fullSync
        }

        func fetchChanges(
            since: Instant?, sourceVersion: String?, progress: @escaping @Sendable (TransferProgress) -> Void
        ) async throws(ConventionAPIError) -> SyncResponse {
            for report in reports {
                progress(report)
                await Task.yield()
            }
            return SampleConvention.fullSync
        }
    }

    @Test(
        "Given a source that tells how its download goes, when a first sync runs, then observers hear the bytes while downloading, only when they grew enough, and never after"
    )
    func bytesWhileDownloading() async throws {
        let reports = [0, 100_000, 200_000, 500_000, 500_100, 1_000_000].map {
            TransferProgress(receivedBytes: $0, expectedBytes: 1_000_000)
        }
        let store = InMemoryConventionStore()
        let conbook = try Conbook(
            api: ReportingAPI(reports: reports), store: store, clock: ControllableClock(now: SampleConvention.serverTime),
            calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
        let observer = RecordingObserver()
        conbook.addObserver(observer)

        await conbook.refreshConvention.refresh()
        for _ in 0..<20 { await Task.yield() }

        let transfers = observer.changes.compactMap { change -> TransferProgress? in
            if case .syncProgressed(let progress) = change { return progress.transfer }
            return nil
        }
        #expect(transfers.map(\.receivedBytes) == [0, 100_000, 200_000, 500_000, 1_000_000])
        #expect(observer.progressDescriptions.last == "Up to date")
    }
}
