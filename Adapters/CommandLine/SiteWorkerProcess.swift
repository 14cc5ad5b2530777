import ConbookWeb
import Foundation

/// A `conbook site DIR --worker` process writing some of a copy's pages beside this one (the
/// partner `WebGuideSite` hands pages to): it is given their paths on its standard input and
/// answers each on its standard output (`SiteWorkerReply`). The files it writes are counted in
/// this copy's list as its answers arrive. When it stops early, the pages it held are written here.
@MainActor
final class SiteWorkerProcess: WebGuideSitePartner {
    let capacity = 64
    var pending: Int { held.count }

    private let process = Process()
    private let input: FileHandle
    private let writer: BackgroundSiteWriter
    /// The paths given and not answered yet, in the order given.
    private var held: [String] = []
    /// Answers read and not looked at yet.
    private var answers: [SiteWorkerReply] = []
    private var hasEnded = false
    private var isStopped = false
    private var reader: Task<Void, Never>?
    /// What the worker wrote, once it said so.
    private(set) var report: StaticSiteWriter.Report?
    /// Why it stopped, if it said so.
    private(set) var failure: String?

    /// Starts a worker with these arguments (after the executable's own path); nil when it cannot
    /// be started (the copy is then written by this process alone).
    init?(arguments: [String], writer: BackgroundSiteWriter) {
        guard let executable = Bundle.main.executableURL else { return nil }
        self.writer = writer
        let toWorker = Pipe()
        let fromWorker = Pipe()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        input = toWorker.fileHandleForWriting
        // A worker that died closes its end: writing to it must fail, not end this process.
        signal(SIGPIPE, SIG_IGN)
        do { try process.run() } catch { return nil }
        let lines = LineReader.lines(of: fromWorker.fileHandleForReading.fileDescriptor)
        let decoder = JSONDecoder()
        reader = Task { [weak self] in
            for await line in lines {
                guard let reply = try? decoder.decode(SiteWorkerReply.self, from: Data(line.utf8)) else { continue }
                self?.answers.append(reply)
            }
            self?.hasEnded = true
        }
    }

    func take(_ path: String) -> Bool {
        guard !isStopped, !path.contains("\n") else { return false }
        do {
            try input.write(contentsOf: Data((path + "\n").utf8))
        } catch {
            isStopped = true
            return false
        }
        held.append(path)
        return true
    }

    func outcomes(waitingForOne: Bool) async -> [WebGuideSitePartnerOutcome] {
        while true {
            var outcomes: [WebGuideSitePartnerOutcome] = []
            for answer in answers {
                if let report = answer.report { self.report = report }
                if let failure = answer.failure {
                    self.failure = failure
                    isStopped = true
                }
                guard answer.path != nil, !held.isEmpty else { continue }
                let path = held.removeFirst()
                if let file = answer.file, let links = answer.links {
                    writer.adopt(file)
                    outcomes.append(
                        .written(path: path, links: WebGuideSite.PageLinks(pages: links, pictures: answer.pictures ?? [])))
                } else {
                    outcomes.append(.notAPage(path: path))
                }
            }
            answers = []
            if hasEnded {
                isStopped = true
                outcomes += held.map { .abandoned(path: $0) }
                held = []
            }
            if !outcomes.isEmpty || !waitingForOne || held.isEmpty { return outcomes }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Tells the worker there are no more pages and waits until it ends; adds what it wrote to the
    /// copy's report. Returns why it stopped early, if it did.
    func finish() async -> String? {
        try? input.close()
        while !hasEnded { try? await Task.sleep(for: .milliseconds(2)) }
        _ = await outcomes(waitingForOne: false)
        while process.isRunning { try? await Task.sleep(for: .milliseconds(2)) }
        if let report { writer.absorb(report) }
        if let failure { return failure }
        return process.terminationStatus == 0 ? nil : "exit status \(process.terminationStatus)"
    }
}
