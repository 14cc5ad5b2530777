/// Texts that share one `event_texts` digest, made as a hostile source could make them: the store's
/// digest (`TextDigest`: each eight bytes, as a little-endian word, mixed in by `(h ^ w) &* prime`
/// then `h ^ (h >> 29)`; at the end `h ^ (h >> 31)`) can be run backwards, so for a first word of
/// one's choosing the second word that leads to a chosen digest can be worked out; a pair is kept
/// when that second word is printable ASCII.
enum CollidingTexts {
    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// `count` different texts of 16 printable ASCII bytes with one digest, the same every run.
    static func sixteenBytes(count: Int) -> [String] {
        let start = seed ^ 16
        let target = mix(mix(start, word("Colliding text 0")), word("Colliding text 0", from: 8))
        let beforeTarget = unmix(target)
        var texts = ["Colliding text 0"]
        var candidate: UInt64 = 0
        while texts.count < count {
            candidate += 1
            let first = asciiWord(candidate)
            let second = mix(start, first) ^ beforeTarget
            guard isPrintable(second) else { continue }
            texts.append(text(of: first) + text(of: second))
        }
        return texts
    }

    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (hash ^ word) &* prime
        return mixed ^ (mixed >> 29)
    }

    /// The `hash ^ word` that `mix` took to this value.
    private static func unmix(_ value: UInt64) -> UInt64 {
        let mixed = value ^ (value >> 29) ^ (value >> 58)
        var inverse = prime
        for _ in 0..<6 { inverse = inverse &* (2 &- prime &* inverse) }
        return mixed &* inverse
    }

    /// Eight lower-case letters picked from a counter (scrambled first, so that every letter varies).
    private static func asciiWord(_ number: UInt64) -> UInt64 {
        var number = scrambled(number)
        var word: UInt64 = 0
        for place in 0..<8 {
            word |= UInt64(0x61 + number % 26) << (8 * UInt64(place))
            number /= 26
        }
        return word
    }

    /// A counter's bits spread over the whole word (SplitMix64's finalizer).
    private static func scrambled(_ number: UInt64) -> UInt64 {
        var value = number &* 0x9E37_79B9_7F4A_7C15
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    private static func word(_ text: String, from offset: Int = 0) -> UInt64 {
        Array(text.utf8)[offset..<(offset + 8)].enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    private static func isPrintable(_ word: UInt64) -> Bool {
        (0..<8).allSatisfy { place in (0x20...0x7E).contains((word >> (8 * UInt64(place))) & 0xFF) }
    }

    private static func text(of word: UInt64) -> String {
        String(decoding: (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) }, as: UTF8.self)
    }
}
