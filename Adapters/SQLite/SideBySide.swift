import Foundation
import Synchronization

/// Work of a read split into parts that run at once, one per core.
enum SideBySide {
    /// The values of every part, in part order; the first part's failure (in part order) if any
    /// failed. The parts run on Dispatch's threads while the caller waits.
    static func values<Value: Sendable>(
        ofParts count: Int, _ part: @Sendable (Int) throws(SQLiteFailure) -> [Value]
    ) throws(SQLiteFailure) -> [Value] {
        let results = Mutex([Result<[Value], SQLiteFailure>?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result: Result<[Value], SQLiteFailure>
            do throws(SQLiteFailure) {
                result = .success(try part(index))
            } catch {
                result = .failure(error)
            }
            results.withLock { $0[index] = result }
        }
        var values: [Value] = []
        for result in results.withLock({ $0 }) {
            values += try result?.get() ?? []
        }
        return values
    }
}
