import ConbookWeb
import Foundation

/// Several site workers as one partner of `WebGuideSite`: a page goes to the one holding fewest.
@MainActor
final class SiteWorkerPool: WebGuideSitePartner {
    private let workers: [SiteWorkerProcess]

    init(_ workers: [SiteWorkerProcess]) {
        self.workers = workers
    }

    var capacity: Int { workers.reduce(0) { $0 + $1.capacity } }
    var pending: Int { workers.reduce(0) { $0 + $1.pending } }

    func take(_ path: String) -> Bool {
        for worker in workers.sorted(by: { $0.pending < $1.pending }) where worker.pending < worker.capacity {
            if worker.take(path) { return true }
        }
        return false
    }

    func outcomes(waitingForOne: Bool) async -> [WebGuideSitePartnerOutcome] {
        while true {
            var outcomes: [WebGuideSitePartnerOutcome] = []
            for worker in workers { outcomes += await worker.outcomes(waitingForOne: false) }
            if !outcomes.isEmpty || !waitingForOne || pending == 0 { return outcomes }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Ends every worker (see `SiteWorkerProcess.finish`); returns why each that stopped early did.
    func finish() async -> [String] {
        var failures: [String] = []
        for worker in workers {
            if let failure = await worker.finish() { failures.append(failure) }
        }
        return failures
    }
}
