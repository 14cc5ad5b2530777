import ConbookCore
import Testing

/// The content hash images are checked against: SHA-1 in Base64, as the Eurofurence API gives it
/// (`ContentHashSha1`). Vectors from Python's `hashlib`, across SHA-1's padding boundaries.
@Suite("Images: content hash")
struct ContentHashTests {
    @Test(
        "Given bytes, when hashed, then the SHA-1 in Base64 is the one the API would give",
        arguments: [
            ([UInt8](), "2jmj7l5rSw0yVb/vlWAYkK/YBwk="),
            (Array("abc".utf8), "qZk+NkcGgWq6PiVxeFDCbJzQ2J0="),
            ([UInt8](repeating: UInt8(ascii: "x"), count: 55), "zvc0uoGgJEeeCetadbbdrmLmq/E="),
            ([UInt8](repeating: UInt8(ascii: "y"), count: 56), "iQLTkfNbuvCEaa7mq3Y+QEjz9ro="),
            ([UInt8](repeating: UInt8(ascii: "z"), count: 64), "ZozVrnL2ToGUAU+Zd4CB5a5G31M="),
            ((0..<1000).map { UInt8(truncatingIfNeeded: $0 % 256) }, "rwsZHC3kb+E/4JCPWmpOkODK/EY="),
        ])
    func sha1InBase64(bytes: [UInt8], expected: String) {
        #expect(ImageReference.contentHash(of: bytes) == expected)
    }
}
