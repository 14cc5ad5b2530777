import ConbookPictures
import Testing

@Suite("Picture decoder")
struct PictureDecoderTests {
    let decoder = PictureDecoder()

    // MARK: Pictures that decode

    @Test("Given the quadrants PNG, when decoded, then it is 48 × 32 with each quadrant's exact colour")
    func quadrantsPNG() throws {
        let picture = try decoder.decode(try PictureFixtures.bytes("quadrants.png"))
        #expect(picture.format == .png)
        #expect(picture.width == 48 && picture.height == 32)
        #expect(picture.pixels.count == 48 * 32 * 4)
        #expect(picture[0, 0] == PictureFixtures.topLeft)
        #expect(picture[47, 0] == PictureFixtures.topRight)
        #expect(picture[0, 31] == PictureFixtures.bottomLeft)
        #expect(picture[47, 31] == PictureFixtures.bottomRight)
    }

    @Test(
        "Given the quadrants as a baseline, a progressive and a restart-marked JPEG, when decoded, then each quadrant's middle is its colour within JPEG's tolerance",
        arguments: ["quadrants.jpg", "quadrants-progressive.jpg", "restart-markers.jpg"])
    func quadrantsJPEG(name: String) throws {
        let picture = try decoder.decode(try PictureFixtures.bytes(name))
        #expect(picture.format == .jpeg)
        #expect(picture.width == 48 && picture.height == 32)
        #expect(picture[12, 8].isClose(to: PictureFixtures.topLeft, tolerance: 12))
        #expect(picture[36, 8].isClose(to: PictureFixtures.topRight, tolerance: 12))
        #expect(picture[12, 24].isClose(to: PictureFixtures.bottomLeft, tolerance: 12))
        #expect(picture[36, 24].isClose(to: PictureFixtures.bottomRight, tolerance: 12))
    }

    @Test("Given 13 × 11 quadrants in an interlaced PNG, when decoded, then every corner has its quadrant's exact colour")
    func interlaced() throws {
        let picture = try decoder.decode(try PictureFixtures.bytes("interlaced.png"))
        #expect(picture.width == 13 && picture.height == 11)
        #expect(picture[0, 0] == PictureFixtures.topLeft)
        #expect(picture[12, 0] == PictureFixtures.topRight)
        #expect(picture[0, 10] == PictureFixtures.bottomLeft)
        #expect(picture[12, 10] == PictureFixtures.bottomRight)
    }

    @Test("Given a PNG with transparency, when decoded, then the opaque half is red and the other half fully transparent")
    func transparency() throws {
        let picture = try decoder.decode(try PictureFixtures.bytes("transparent.png"))
        #expect(picture.width == 16 && picture.height == 16)
        #expect(picture[3, 5] == PictureColor(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(picture[12, 5].alpha == 0)
    }

    @Test("Given a grey PNG, when decoded, then each pixel is its grey in red, green and blue, opaque")
    func grey() throws {
        let picture = try decoder.decode(try PictureFixtures.bytes("grey.png"))
        #expect(picture.width == 32 && picture.height == 8)
        #expect(picture[0, 0] == PictureColor(red: 0, green: 0, blue: 0))
        #expect(picture[10, 7] == PictureColor(red: 80, green: 80, blue: 80))
        #expect(picture[31, 3] == PictureColor(red: 248, green: 248, blue: 248))
    }

    @Test("Given a 16-bit grey PNG and a 2-bit palette PNG, when decoded, then their pixels come out as 8-bit RGBA")
    func otherDepths() throws {
        let grey16 = try decoder.decode(try PictureFixtures.bytes("grey16.png"))
        #expect(grey16[0, 0] == PictureColor(red: 255, green: 255, blue: 255))
        #expect(grey16[7, 7] == PictureColor(red: 0, green: 0, blue: 0))
        let palette = try decoder.decode(try PictureFixtures.bytes("palette.png"))
        #expect(palette.width == 48 && palette.height == 32)
        #expect(palette[0, 0].isClose(to: PictureFixtures.topLeft, tolerance: 4))
        #expect(palette[47, 31].isClose(to: PictureFixtures.bottomRight, tolerance: 4))
    }

    // MARK: Data that is refused

    @Test("Given no bytes, when decoded, then it is refused as empty")
    func empty() {
        #expect(throws: PictureDecodingError.empty) { try decoder.decode([]) }
    }

    @Test("Given random bytes, when decoded, then they are refused as neither PNG nor JPEG")
    func randomBytes() throws {
        let bytes = try PictureFixtures.bytes("random.bin")
        #expect(throws: PictureDecodingError.unsupportedFormat(recognisedAs: nil)) { try decoder.decode(bytes) }
        #expect(PictureDecodingError.unsupportedFormat(recognisedAs: nil).description == "The data is not a PNG or JPEG picture.")
    }

    @Test("Given a GIF, when decoded, then it is refused as a GIF, which is not shown")
    func gif() throws {
        let bytes = try PictureFixtures.bytes("quadrants.gif")
        let error = PictureDecodingError.unsupportedFormat(recognisedAs: "GIF")
        #expect(throws: error) { try decoder.decode(bytes) }
        #expect(error.description == "The picture is a GIF; only PNG and JPEG pictures are shown.")
    }

    @Test("Given a PNG cut in half, when decoded, then it is refused as damaged: its image data is shorter than it says")
    func truncated() throws {
        let bytes = try PictureFixtures.bytes("truncated.png")
        let error = PictureDecodingError.damaged(.png, reason: "an image data chunk says it holds 89 bytes, but only 32 follow")
        #expect(throws: error) { try decoder.decode(bytes) }
        #expect(
            error.description
                == "The PNG picture is damaged or cut short: an image data chunk says it holds 89 bytes, but only 32 follow.")
    }

    @Test("Given a JPEG signature followed by noise, when decoded, then it is refused as a damaged JPEG with stb_image's reason")
    func noiseAfterSignature() throws {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF] + (try PictureFixtures.bytes("random.bin"))
        #expect(throws: PictureDecodingError.damaged(.jpeg, reason: "unknown marker")) { try decoder.decode(bytes) }
    }

    @Test("Given a JPEG cut short in its header, when decoded, then it is refused as damaged with stb_image's reason")
    func truncatedJPEG() throws {
        let bytes = Array(try PictureFixtures.bytes("quadrants.jpg").prefix(300))
        #expect(throws: PictureDecodingError.damaged(.jpeg, reason: "expected marker")) { try decoder.decode(bytes) }
    }

    @Test(
        "Given a PNG whose header claims 20000 × 20000 pixels, when decoded, then it is refused for its size from the header alone"
    )
    func hugeHeader() throws {
        let bytes = try PictureFixtures.bytes("huge-header.png")
        let error = PictureDecodingError.tooLarge(width: 20000, height: 20000, maximumDimension: 16384)
        #expect(throws: error) { try decoder.decode(bytes) }
        #expect(error.description == "The picture is 20000 × 20000 pixels; pictures up to 16384 on a side are shown.")
        // Within the limits, stb_image's own header check refuses it, still without decoding.
        #expect(throws: PictureDecodingError.damaged(.png, reason: "too large")) {
            try PictureDecoder(maximumDimension: 30000, maximumPixels: 1 << 40).decode(bytes)
        }
    }

    // MARK: What stb_image 2.27 mishandles

    @Test("Given a JPEG with a Huffman table of 654 codes, when decoded, then it is refused before stb_image reads it")
    func huffmanTableOverflow() throws {
        let bytes = try PictureFixtures.bytes("dht-overflow.jpg")
        #expect(throws: PictureDecodingError.damaged(.jpeg, reason: "a Huffman table has 654 codes (at most 256)")) {
            try decoder.decode(bytes)
        }
    }

    @Test("Given a JPEG whose scan uses a Huffman table it never defines, when decoded, then it is refused")
    func undefinedHuffmanTable() throws {
        let bytes = try PictureFixtures.bytes("undefined-table.jpg")
        #expect(throws: PictureDecodingError.damaged(.jpeg, reason: "a scan uses a Huffman table the picture does not define")) {
            try decoder.decode(bytes)
        }
    }

    @Test("Given a JPEG whose components use a quantisation table it never defines, when decoded, then it is refused")
    func undefinedQuantisationTable() throws {
        let bytes = try PictureFixtures.bytes("undefined-quantisation.jpg")
        #expect(
            throws: PictureDecodingError.damaged(.jpeg, reason: "a scan uses a quantisation table the picture does not define")
        ) {
            try decoder.decode(bytes)
        }
    }

    @Test("Given a progressive JPEG with over a hundred scans, when decoded, then it is refused")
    func tooManyScans() throws {
        let bytes = try PictureFixtures.bytes("many-scans.jpg")
        #expect(throws: PictureDecodingError.damaged(.jpeg, reason: "it has more than 100 scans")) {
            try decoder.decode(bytes)
        }
    }

    @Test("Given progressive JPEGs of exactly 100 scans and of 101, when decoded, then the first is shown and the second refused")
    func scansAtTheLimit() throws {
        #expect(try decoder.decode(try PictureFixtures.bytes("hundred-scans.jpg")).width == 48)
        #expect(throws: PictureDecodingError.damaged(.jpeg, reason: "it has more than 100 scans")) {
            try decoder.decode(try PictureFixtures.bytes("hundred-and-one-scans.jpg"))
        }
    }

    @Test("Given an 8 × 8 PNG whose data inflates to 4 MB, when decoded, then it is refused")
    func inflateBomb() throws {
        let bytes = try PictureFixtures.bytes("inflate-bomb.png")
        #expect(
            throws: PictureDecodingError.damaged(.png, reason: "its compressed pixels inflate to more than the 8 × 8 pixels need")
        ) {
            try decoder.decode(bytes)
        }
    }

    // MARK: Limits

    @Test("Given a byte limit below the picture's size, when decoded, then it is refused unread")
    func byteLimit() throws {
        let bytes = try PictureFixtures.bytes("quadrants.png")
        let error = PictureDecodingError.tooManyBytes(byteCount: bytes.count, maximumBytes: 100)
        #expect(throws: error) { try PictureDecoder(maximumBytes: 100).decode(bytes) }
        #expect(error.description == "The picture takes \(bytes.count) bytes; pictures up to 100 bytes are shown.")
        #expect(
            PictureDecodingError.tooManyBytes(byteCount: (40 << 20) + (512 << 10), maximumBytes: 32 << 20).description
                == "The picture takes 40.5 MiB; pictures up to 32 MiB are shown.")
    }

    @Test("Given a dimension limit below the picture's width, when decoded, then it is refused")
    func dimensionLimit() throws {
        let bytes = try PictureFixtures.bytes("quadrants.jpg")
        #expect(throws: PictureDecodingError.tooLarge(width: 48, height: 32, maximumDimension: 40)) {
            try PictureDecoder(maximumDimension: 40).decode(bytes)
        }
        #expect(try PictureDecoder(maximumDimension: 48).decode(bytes).width == 48)
    }

    @Test(
        "Given a PNG whose header claims 1 × 20000 pixels (few pixels, but too tall), when decoded, then it is refused for its height from the header alone"
    )
    func tallHeader() throws {
        var bytes = try PictureFixtures.bytes("huge-header.png")
        // The header's width (bytes 16–19, big-endian) becomes 1; its height stays 20000.
        bytes.replaceSubrange(16..<20, with: [0, 0, 0, 1])
        #expect(throws: PictureDecodingError.tooLarge(width: 1, height: 20000, maximumDimension: 16384)) {
            try decoder.decode(bytes)
        }
    }

    @Test("Given a pixel limit below the picture's pixel count, when decoded, then it is refused with both counts")
    func pixelLimit() throws {
        let bytes = try PictureFixtures.bytes("quadrants.png")
        let error = PictureDecodingError.tooManyPixels(width: 48, height: 32, maximumPixels: 1000)
        #expect(throws: error) { try PictureDecoder(maximumPixels: 1000).decode(bytes) }
        #expect(throws: PictureDecodingError.tooManyPixels(width: 48, height: 32, maximumPixels: 1535)) {
            try PictureDecoder(maximumPixels: 1535).decode(bytes)
        }
        #expect(try PictureDecoder(maximumPixels: 1536).decode(bytes).height == 32)
        #expect(error.description == "The picture is 48 × 32 pixels (1,536 in all); pictures up to 1,000 pixels are shown.")
    }

    @Test("Given a PNG cut short and a dimension limit it breaks, when decoded, then the limit refuses it before any decoding")
    func limitsBeforeDecoding() throws {
        let bytes = try PictureFixtures.bytes("truncated.png")
        #expect(throws: PictureDecodingError.tooLarge(width: 48, height: 32, maximumDimension: 40)) {
            try PictureDecoder(maximumDimension: 40).decode(bytes)
        }
    }

    // MARK: Threads

    @Test("Given damaged and sound pictures decoded at once on several threads, when done, then each keeps its own outcome")
    func concurrentDecoding() async throws {
        let names = ["truncated.png", "quadrants.png", "inflate-bomb.png", "quadrants.jpg", "dht-overflow.jpg"]
        let inputs = try names.map { try PictureFixtures.bytes($0) }
        let expected = inputs.map { outcome(decoder, $0) }
        let outcomes = await withTaskGroup(of: (Int, String).self) { group in
            for _ in 0..<8 {
                for (index, bytes) in inputs.enumerated() {
                    group.addTask { [decoder] in (index, outcome(decoder, bytes)) }
                }
            }
            var all: [(Int, String)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(outcomes.count == 8 * names.count)
        for (index, text) in outcomes {
            #expect(text == expected[index])
        }
    }
}

/// What decoding some bytes came to, as text: the size or the refusal.
private func outcome(_ decoder: PictureDecoder, _ bytes: [UInt8]) -> String {
    do {
        let picture = try decoder.decode(bytes)
        return "\(picture.width)×\(picture.height) \(picture.pixels.hashValue)"
    } catch {
        return error.description
    }
}
