/// A document's bytes a window at a time, for `EurofurenceSyncStreamReader`: the bytes not consumed
/// yet stay together, moved to the window's start when more are read after them; a value longer
/// than the window makes it grow (doubling), so that any one value is always whole in it. A
/// document already in memory is one window over its own bytes, borrowed, not copied.
final class JSONByteWindow {
    /// Reads up to `count` bytes to `buffer`: how many, 0 at the end of the input, less than 0 when
    /// reading failed.
    typealias Fill = (_ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int

    private var storage: UnsafeMutableBufferPointer<UInt8>
    /// The unconsumed bytes are `storage[start..<end]`.
    private var start = 0
    private var end = 0
    private let fill: Fill
    /// Whether the input has no more bytes (or failed).
    private(set) var isAtEndOfInput = false
    /// Whether a read failed.
    private(set) var readFailed = false
    /// Bytes read from the input so far.
    private(set) var bytesRead = 0
    /// Whether the window's memory is its own (not borrowed).
    private let ownsStorage: Bool

    /// A window of `capacity` bytes (at least 16) over an input.
    init(capacity: Int, fill: @escaping Fill) {
        storage = .allocate(capacity: max(16, capacity))
        self.fill = fill
        ownsStorage = true
    }

    /// The whole input, already in memory: a window over these bytes, which must stay valid and
    /// unchanged while it is used.
    init(borrowing bytes: UnsafeBufferPointer<UInt8>) {
        storage = UnsafeMutableBufferPointer(mutating: bytes)
        fill = { _, _ in 0 }
        ownsStorage = false
        end = bytes.count
        bytesRead = bytes.count
        isAtEndOfInput = true
    }

    deinit {
        if ownsStorage { storage.deallocate() }
    }

    /// The bytes read and not consumed yet. Valid until the next `readMore()`.
    var unread: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: storage[start..<end])
    }

    /// Moves past bytes of `unread`.
    func consume(_ count: Int) {
        precondition(count <= end - start, "consumed more than was read")
        start += count
    }

    /// Reads more bytes after the unread ones, as many as the window has room for: false when none
    /// came (the input's end, or a failure).
    func readMore() -> Bool {
        guard !isAtEndOfInput else { return false }
        let unreadCount = end - start
        if start > 0 {
            if unreadCount > 0, let base = storage.baseAddress {
                // Overlapping regions: `copyMemory` moves as `memmove` does.
                UnsafeMutableRawPointer(base).copyMemory(from: base + start, byteCount: unreadCount)
            }
            start = 0
            end = unreadCount
        }
        if end == storage.count {
            let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: storage.count * 2)
            _ = larger.initialize(fromContentsOf: storage[0..<end])
            storage.deallocate()
            storage = larger
        }
        // The room is filled, not just read into once: a value longer than the window is then read
        // again only after the window has doubled, however little each read gives.
        guard let base = storage.baseAddress else { return false }
        let before = end
        while end < storage.count {
            let got = fill(base + end, storage.count - end)
            guard got > 0 else {
                isAtEndOfInput = true
                readFailed = got < 0
                break
            }
            end += got
            bytesRead += got
        }
        return end > before
    }
}
