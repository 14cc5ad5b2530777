/// The events of a `ScheduleDocument` in document order, kept in blocks of a fixed size:
/// appending never moves a draft already kept. (An array grown by doubling copies its drafts again
/// at each growth and touches about twice their memory; a draft is some 300 bytes, and a large
/// export has 100,000 of them.)
struct EventDrafts {
    /// The drafts in a block.
    static let blockSize = 1024

    private var blocks: [[EventDraft]] = []
    /// How many drafts are kept.
    private(set) var count = 0

    /// The positions of the drafts, first to last.
    var indices: Range<Int> { 0..<count }

    /// Keeps a draft after the others.
    mutating func append(_ draft: consuming EventDraft) {
        if blocks.isEmpty || blocks[blocks.count - 1].count == Self.blockSize {
            var block: [EventDraft] = []
            block.reserveCapacity(Self.blockSize)
            blocks.append(block)
        }
        blocks[blocks.count - 1].append(draft)
        count += 1
    }

    /// The draft at a position, read or changed in place.
    subscript(index: Int) -> EventDraft {
        get { blocks[index / Self.blockSize][index % Self.blockSize] }
        _modify { yield &blocks[index / Self.blockSize][index % Self.blockSize] }
    }
}
