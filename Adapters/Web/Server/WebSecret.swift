/// Secrets of the server (session cookies, form tokens, the pairing token): random bytes from the
/// system's secure generator, written as hexadecimal, and compared in constant time.
enum WebSecret {
    /// A new secret of `byteCount` random bytes, as hexadecimal.
    static func make(byteCount: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef")
        return (0..<byteCount).map { _ in
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
        }.joined()
    }

    /// Whether two secrets are equal, taking the same time wherever they differ (a guesser learns
    /// nothing from how long a refusal takes).
    static func matches(_ given: String, _ expected: String) -> Bool {
        let given = Array(given.utf8)
        let expected = Array(expected.utf8)
        var difference = UInt8(given.count == expected.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }
}
