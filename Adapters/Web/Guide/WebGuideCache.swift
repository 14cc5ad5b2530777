/// The guide's pages already written, by language and address, each with when it was written; at
/// most a number of bytes, the one used longest ago leaving first.
struct WebGuideCache {
    /// A page written.
    struct Entry {
        let response: WebResponse
        let writtenAt: Duration
    }

    private let maximumBytes: Int
    private var entries: [String: Entry] = [:]
    private var useOrder: [String: Int] = [:]
    private var clock = 0
    private(set) var bytes = 0

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// How many pages are kept.
    var count: Int { entries.count }

    /// The page kept for a key, marked as used.
    mutating func entry(_ key: String) -> Entry? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        useOrder[key] = clock
        return entry
    }

    /// Keeps a page, making room by dropping the pages used longest ago; one larger than the whole
    /// cache is not kept.
    mutating func keep(_ response: WebResponse, writtenAt: Duration, for key: String) {
        remove(key)
        let size = response.body.count + key.utf8.count
        guard size <= maximumBytes else { return }
        while bytes + size > maximumBytes, let oldest = useOrder.min(by: { $0.value < $1.value })?.key {
            remove(oldest)
        }
        clock += 1
        entries[key] = Entry(response: response, writtenAt: writtenAt)
        useOrder[key] = clock
        bytes += size
    }

    /// Forgets every page (the content changed).
    mutating func removeAll() {
        entries = [:]
        useOrder = [:]
        bytes = 0
    }

    private mutating func remove(_ key: String) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        useOrder[key] = nil
        bytes -= entry.response.body.count + key.utf8.count
    }
}
