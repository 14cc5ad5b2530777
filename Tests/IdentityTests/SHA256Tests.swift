import ConbookIdentity
import Testing

@Suite("SHA-256 and the PKCE code challenge")
struct SHA256Tests {
    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    @Test(
        "Given the FIPS 180-4 example messages, when digested, then the digests are the published ones",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ])
    func publishedVectors(message: String, digest: String) {
        #expect(Self.hex(SHA256.digest(Array(message.utf8))) == digest)
    }

    @Test("Given a million times the letter a, when digested, then the digest is the published one")
    func millionA() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(Self.hex(SHA256.digest(message)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("Given RFC 7636 Appendix B's verifier, when its S256 challenge is made, then it is the RFC's")
    func rfc7636AppendixB() {
        #expect(
            OpenIDConnectProvider.s256Challenge(forVerifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
                == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    }
}
