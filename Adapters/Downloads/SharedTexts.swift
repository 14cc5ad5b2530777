import Foundation

/// One `String` for all equal texts given to it (up to a limit of different ones), for the texts a
/// source's entities repeat one after another (an event's day, room and track, a recurring event's
/// abstract and description): a whole convention decoded then holds each such text once, not once
/// per entity (at 100k Eurofurence events about a quarter of a kilobyte per event for the
/// references, and most of the events' own text). The source decoders share it (Eurofurence, the
/// schedule exports).
///
/// Texts are equal when their UTF-8 bytes are: Swift's equality of texts would give back an é of
/// one scalar for an é of two (the same text to Swift, not the bytes the source sent), and costs a
/// normalization for every text that is not ASCII.
package final class SharedTexts {
    private var texts: [Spelling: String] = [:]
    /// The most different texts kept: past it, a text is given back as it came.
    private let limit: Int

    /// Shares up to `limit` different texts.
    package init(limit: Int = 4096) {
        self.limit = limit
        // Room for all from the start: a dictionary that grows hashes every text again.
        texts.reserveCapacity(limit)
    }

    /// The first text spelled as this one that was given, or this one.
    package func shared(_ text: String) -> String {
        let spelling = Spelling(text)
        if let shared = texts[spelling] { return shared }
        if texts.count < limit { texts[spelling] = text }
        return text
    }
}

/// A text as a dictionary key by its UTF-8 bytes, read in place (a `var` copy of the text, which
/// `withUTF8` needs, retained it at every hash and comparison: 4% of a schedule.xml's parse).
private struct Spelling: Hashable {
    let text: String

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }  // the same bytes, the same hash
        }
    }

    static func == (left: Spelling, right: Spelling) -> Bool {
        let same = left.text.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.text.utf8.withContiguousStorageIfAvailable { rightBytes in
                leftBytes.count == rightBytes.count
                    && (leftBytes.isEmpty || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0)
            }
        }
        return (same ?? nil) ?? left.text.utf8.elementsEqual(right.text.utf8)
    }
}
