import ConbookWeb
import Testing

/// The pictures the pages show, kept by their content's digest for the server to serve.
@MainActor
@Suite("Web pictures: kept by digest, only pictures, bounded")
struct WebPictureShelfTests {
    private static func png(_ filler: UInt8, size: Int = 40) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: filler, count: size - 8)
    }

    @Test(
        "Given a PNG, then it is kept at an address of its SHA-256 and served as image/png; the same bytes give the same address, others another"
    )
    func keepsByDigest() throws {
        let shelf = WebPictureShelf()
        let address = try #require(shelf.address(of: Self.png(1)))

        let digest = String(address.text.dropFirst("/pictures/".count))
        #expect(digest.count == 64)
        #expect(digest.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(shelf.address(of: Self.png(1)) == address)
        #expect(shelf.address(of: Self.png(2)) != address)
        #expect(shelf.picture(digest: digest)?.bytes == Self.png(1))
        #expect(shelf.picture(digest: digest)?.mediaType == "image/png")
    }

    @Test("Given JPEG, GIF and WebP signatures, then each is kept with its type; an SVG, HTML or text is not served")
    func onlyPictures() {
        let shelf = WebPictureShelf()
        #expect(shelf.address(of: [0xFF, 0xD8, 0xFF, 0xE0, 1, 2]) != nil)
        #expect(shelf.address(of: Array("GIF89a....".utf8)) != nil)
        #expect(shelf.address(of: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) != nil)
        for hostile in ["<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>", "<html>", "plain text", ""] {
            #expect(shelf.address(of: Array(hostile.utf8)) == nil, "\(hostile)")
        }
    }

    @Test(
        "Given a shelf of 100 bytes, when a third 40-byte picture comes, then the one used least recently goes; one used again stays"
    )
    func boundedLeastRecentlyUsedFirst() throws {
        let shelf = WebPictureShelf(capacity: 100)
        let first = try #require(shelf.address(of: Self.png(1)))
        let second = try #require(shelf.address(of: Self.png(2)))
        _ = shelf.address(of: Self.png(1))

        let third = try #require(shelf.address(of: Self.png(3)))

        func kept(_ address: WebAddress) -> Bool {
            shelf.picture(digest: String(address.text.dropFirst("/pictures/".count))) != nil
        }
        #expect(kept(first))
        #expect(!kept(second))
        #expect(kept(third))
        #expect(shelf.address(of: Self.png(9, size: 101)) == nil)
    }
}
