import ConbookWeb
import Foundation

/// A `StaticSiteWriter` on a thread of its own: the pages are written on the main actor while the
/// files go to the disk beside it (on a machine with two cores, the file system's time is no longer
/// added to the pages'). Files are handed over in batches (a thread woken per file costs more than
/// a small file does) and at most a few hundred wait, so memory stays flat; the first failure stops
/// the writing and is thrown at the next file or at the end.
final class BackgroundSiteWriter: @unchecked Sendable {
    /// How many files go to the writing thread at once.
    private static let batchSize = 32

    private var writer: StaticSiteWriter
    private let queue = DispatchQueue(label: "conbook.site-writer")
    private let slots = DispatchSemaphore(value: 8)
    private let lock = NSLock()
    private var failure: StaticSiteWriter.Refusal?
    /// Files handed over and not yet sent to the writing thread (only the caller's thread uses it).
    private var batch: [WebGuideSite.File] = []

    init(_ writer: StaticSiteWriter) {
        self.writer = writer
    }

    /// Hands a file over to be written.
    /// - Throws: the failure of a file handed over before, if one failed.
    func write(_ file: WebGuideSite.File) throws(StaticSiteWriter.Refusal) {
        if let failure = lock.withLock({ failure }) { throw failure }
        batch.append(file)
        if batch.count >= Self.batchSize { send() }
    }

    /// Sends the files handed over to the writing thread.
    private func send() {
        guard !batch.isEmpty else { return }
        let files = batch
        batch = []
        slots.wait()
        queue.async {
            defer { self.slots.signal() }
            for file in files {
                guard self.lock.withLock({ self.failure == nil }) else { return }
                do throws(StaticSiteWriter.Refusal) {
                    try self.writer.write(file)
                } catch {
                    self.lock.withLock { self.failure = error }
                }
            }
        }
    }

    /// Counts a file of the copy another process wrote (see `StaticSiteWriter.adopt`).
    func adopt(_ relative: String) {
        queue.async { self.writer.adopt(relative) }
    }

    /// Adds what another process writing the copy did to the report.
    func absorb(_ other: StaticSiteWriter.Report) {
        queue.async { self.writer.absorb(other) }
    }

    /// Waits for every file handed over and says what was written, for a writer of part of a copy
    /// (the list and removals are the whole copy's writer's).
    func finishPart() throws(StaticSiteWriter.Refusal) -> StaticSiteWriter.Report {
        try finish { _ throws(StaticSiteWriter.Refusal) in }
    }

    /// Waits for every file handed over, removes what the copy no longer holds, and says what it did.
    func finish() throws(StaticSiteWriter.Refusal) -> StaticSiteWriter.Report {
        try finish { writer throws(StaticSiteWriter.Refusal) in try writer.finish() }
    }

    /// Waits for every file handed over, does the last work on the writer, and says what it did.
    private func finish(
        _ last: (inout StaticSiteWriter) throws(StaticSiteWriter.Refusal) -> Void
    ) throws(StaticSiteWriter.Refusal) -> StaticSiteWriter.Report {
        send()
        let outcome: Result<StaticSiteWriter.Report, StaticSiteWriter.Refusal> = queue.sync {
            if let failure = lock.withLock({ failure }) { return .failure(failure) }
            do throws(StaticSiteWriter.Refusal) {
                try last(&writer)
                return .success(writer.report)
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }
}
