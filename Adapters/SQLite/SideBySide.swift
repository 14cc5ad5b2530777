import Foundation
import Synchronization

/// Work of a read split into parts that run at once, one per core.
enum SideBySide {
    /// The values of every part, in part order; the first part's failure (in part order) if any
    /// failed. The parts run on Dispatch's threads while the caller waits. The values are gathered
    /// into the first part's array, each later part let go once it is in, so that a whole load
    /// copies only the later parts' values and holds its events about twice at its peak, not three times.
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
        var parts = try results.withLock { results throws(SQLiteFailure) -> [[Value]] in
            defer { results = [] }
            return try results.map { result throws(SQLiteFailure) in try result?.get() ?? [] }
        }
        // The first part's array becomes the whole (its values are not copied); each later part's
        // values are copied in after it and the part let go.
        var values: [Value] = []
        for index in parts.indices {
            if values.isEmpty {
                swap(&values, &parts[index])
            } else {
                values += parts[index]
                parts[index] = []
            }
        }
        return values
    }
}
