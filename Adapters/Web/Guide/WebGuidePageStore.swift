import Synchronization

/// The guide's pages already written, by language and address, each with when it was written; at
/// most a number of bytes, the one used longest ago leaving first. Any thread may read it, so that
/// a kept page is answered without waiting for the main actor, where pages are written.
///
/// It also keeps when the guide last caught up with other programs' saves, so that the threads
/// answering kept pages can ask the main actor for a catch-up once it is due.
final class WebGuidePageStore: Sendable {
    /// A page written.
    struct Entry: Sendable {
        /// The page as answered, and as answered to a request naming its tag.
        let response: WebResponse
        let notModified: WebResponse
        let tag: String?
        let writtenAt: Duration
        /// Whether someone was told to write it again (its lifetime ended).
        var rewriteAsked = false
    }

    /// A page found kept.
    struct Found {
        let entry: Entry
        /// The page's lifetime ended (within another lifetime): it is answered once more while
        /// it is written again, which this caller asks for when true.
        let asksForRewrite: Bool
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var useOrder: [String: Int] = [:]
        var clock = 0
        var bytes = 0
        /// Moves on each time every page is forgotten, so that a page written from the content
        /// before is not kept after.
        var generation = 0
        var lastCatchUp: Duration?
        var catchUpAsked = false
    }

    private let maximumBytes: Int
    private let state = Mutex(State())

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// How many pages are kept, and their bytes.
    var usage: (count: Int, bytes: Int) { state.withLock { ($0.entries.count, $0.bytes) } }

    /// Which content the pages are written from: pass it to `keep(_:writtenAt:for:generation:)`.
    var generation: Int { state.withLock { $0.generation } }

    /// The page kept for a key, marked as used; nil when none is, or it is twice as old as
    /// `lifetime`. One older than its lifetime is found once more, and the first to find it so is
    /// the one to have it written again (the others are not told to).
    func page(_ key: String, at now: Duration, lifetime: Duration) -> Found? {
        state.withLock { state in
            guard let entry = state.entries[key], now - entry.writtenAt < lifetime * 2 else { return nil }
            state.clock += 1
            state.useOrder[key] = state.clock
            let asksForRewrite = now - entry.writtenAt >= lifetime && !entry.rewriteAsked
            if asksForRewrite { state.entries[key]?.rewriteAsked = true }
            return Found(entry: entry, asksForRewrite: asksForRewrite)
        }
    }

    /// Keeps a page written from the content of `generation` (unless every page was forgotten
    /// since), making room by dropping the pages used longest ago; one larger than the whole store
    /// is not kept.
    func keep(_ response: WebResponse, writtenAt: Duration, for key: String, generation: Int) {
        let size = response.body.count + key.utf8.count
        state.withLock { state in
            guard generation == state.generation else { return }
            Self.remove(key, from: &state)
            guard size <= maximumBytes else { return }
            while state.bytes + size > maximumBytes, let oldest = state.useOrder.min(by: { $0.value < $1.value })?.key {
                Self.remove(oldest, from: &state)
            }
            state.clock += 1
            state.entries[key] = Entry(
                response: response, notModified: response.notModified, tag: response.header("etag"), writtenAt: writtenAt)
            state.useOrder[key] = state.clock
            state.bytes += size
        }
    }

    /// Forgets every page (the content changed).
    func removeAll() {
        state.withLock { state in
            state.entries = [:]
            state.useOrder = [:]
            state.bytes = 0
            state.generation += 1
        }
    }

    /// Whether a catch-up with other programs' saves is due: none yet, or the last one at least
    /// `interval` ago.
    func catchUpIsDue(at now: Duration, interval: Duration) -> Bool {
        state.withLock { state in state.lastCatchUp.map { now - $0 >= interval } ?? true }
    }

    /// Whether a catch-up is due and this caller is the first to ask for it (the others need
    /// not): one look at the store, for the threads answering kept pages.
    func asksForCatchUp(at now: Duration, interval: Duration) -> Bool {
        state.withLock { state in
            guard state.lastCatchUp.map({ now - $0 >= interval }) ?? true, !state.catchUpAsked else { return false }
            state.catchUpAsked = true
            return true
        }
    }

    /// The guide caught up at `now`.
    func caughtUp(at now: Duration) {
        state.withLock { state in
            state.lastCatchUp = now
            state.catchUpAsked = false
        }
    }

    private static func remove(_ key: String, from state: inout State) {
        guard let entry = state.entries.removeValue(forKey: key) else { return }
        state.useOrder[key] = nil
        state.bytes -= entry.response.body.count + key.utf8.count
    }
}
