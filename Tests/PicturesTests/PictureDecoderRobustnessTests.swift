import ConbookPictures
import ConbookTesting
import Foundation
import Testing

@Suite("Picture decoder on damaged data")
struct PictureDecoderRobustnessTests {
    @Test(
        "Given 5,000 seeded mutations of sound PNGs and JPEGs, when decoded, then each is a picture of its header's size or a refusal with a reason, and nothing crashes"
    )
    func mutatedPictures() throws {
        let names = [
            "quadrants.jpg", "quadrants-progressive.jpg", "restart-markers.jpg", "quadrants.png", "interlaced.png",
            "palette.png", "transparent.png", "grey16.png",
        ]
        let sound = try names.map { try PictureFixtures.bytes($0) }
        var generator = SeededGenerator(seed: 20_240_601)
        var decodedCount = 0
        var refusals: Set<String> = []
        for _ in 0..<5_000 {
            let bytes = Self.mutated(sound[Int.random(in: 0..<sound.count, using: &generator)], using: &generator)
            do {
                let picture = try PictureDecoder().decode(bytes)
                #expect(picture.pixels.count == picture.width * picture.height * 4)
                decodedCount += 1
            } catch {
                refusals.insert(error.description)
            }
        }
        // Some mutations leave a decodable picture, most do not; every refusal says why.
        #expect(decodedCount > 100)
        #expect(refusals.count > 20)
        #expect(refusals.allSatisfy { $0.hasSuffix(".") && !$0.hasSuffix(": .") })
        // Among them tables that stb_image 2.27 would overrun (and abort or crash on).
        #expect(refusals.contains { $0.contains("a Huffman table has") })
    }

    @Test(
        "Given a PNG whose image data chunk claims far more bytes than follow (found by fuzzing), when decoded, then it is refused as damaged before stb_image makes room for them"
    )
    func overlongImageDataChunk() throws {
        // A 48 × 32 PNG whose second IDAT declares 4,294,967,228 bytes: stb_image 2.27 would
        // allocate 2 GiB for it (the fuzz run's out-of-memory report) before finding it missing.
        let bytes = Array(
            try #require(
                Data(
                    base64Encoded: """
                        iVBORw0KGgoAAAANSUhEUgAAADAAAAAgAgMAAAApuhOPAAAADFBMVEXw3CgeyDwoPNzmHh7qpJDOAAAAKElEQVR4nGP8z8DAwMAQxsDAwMDAxIAEhiaHZTUDA1IAAAAwAAAAIAIDAAAAKboTjwAAAAxQTFRF8NwoHsg8KDzcU3RyaWRlYWJsZShJREFUeJxj/M/AwMDAEMbAwMDASUhEUgD/////////vAAAMAAAACACAwAAACm6E48AAAAMUExURfDcKB7IPCg83OYxHuqkkM4AAAAoSURBVHicY8BFToI=
                        """)))

        #expect {
            try PictureDecoder().decode(bytes)
        } throws: { error in
            guard case .damaged(.png, let reason) = error as? PictureDecodingError else { return false }
            return reason.contains("says it holds") && reason.contains("bytes, but only")
        }
    }

    /// The bytes with one to six changes after their signature: a byte replaced or with a bit
    /// flipped, a marker-like pair (`FF C0` to `FF FE`) inserted, or a run of up to 64 bytes
    /// repeated.
    static func mutated(_ original: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            let at = Int.random(in: 3..<bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0, 1:
                bytes[at] = UInt8.random(in: 0...255, using: &generator)
            case 2:
                bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
            case 3:
                bytes.insert(contentsOf: [0xFF, UInt8.random(in: 0xC0...0xFE, using: &generator)], at: at)
            default:
                let length = Int.random(in: 1...64, using: &generator)
                bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + length)], at: at)
            }
        }
        return bytes
    }
}
