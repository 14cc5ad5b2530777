import ConbookCore
import ConbookTesting
import Testing

@Suite("Share code: the text of a convention's picks")
struct ShareCodeTests {
    /// Identifiers of every shape a source gives, drawn from a fixed seed: lower and upper case
    /// UUIDs, decimal numbers (0 and 64-bit ones too), numbers with a leading zero, texts with
    /// letters beyond ASCII, and an empty one.
    private static func identifiers(count: Int, seed: UInt64) -> [Event.ID] {
        var generator = SeededGenerator(seed: seed)
        let hex = Array("0123456789abcdef")
        return (0..<count).map { index in
            switch index % 7 {
            case 0, 1:
                let digits = String((0..<32).map { _ in hex[generator.next(below: 16)] })
                let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
                    String(Array(digits)[range])
                }
                let uuid = parts.joined(separator: "-")
                return Event.ID(index % 7 == 0 ? uuid : uuid.uppercased())
            case 2: return Event.ID("\(generator.next() >> UInt64(generator.next(below: 64)))")
            case 3: return Event.ID("0\(generator.next(below: 1000))")
            case 4: return Event.ID("event-\(generator.next(below: 100_000))")
            case 5: return Event.ID("Vortrag-Jödicke-\(generator.next(below: 100))-🦊")
            default: return index == 6 ? Event.ID("") : Event.ID("\(UInt64.max)")
            }
        }
    }

    @Test("Given the ASCII digits 1 to 9, when their CRC-32 is computed, then it is the standard check value CBF43926")
    func crcCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test(
        "Given picks with identifiers of every shape, when they are written as a code and read back, then the same picks come back",
        arguments: [1, 2, 3] as [UInt64])
    func roundTrip(seed: UInt64) throws {
        let picks = SharedPicks(
            convention: "EF27", events: Self.identifiers(count: 40, seed: seed), sharerName: seed == 2 ? "Alex 🦊" : nil)

        let code = ShareCode(picks)

        #expect(code.text.hasPrefix("CONBOOK:"))
        #expect(try ShareCode(reading: code.text).picks == picks)
    }

    @Test(
        "Given a code, when it is read in lower case, wrapped over lines, then it reads the same; its text uses only digits, upper case letters and the prefix's colon"
    )
    func alphanumericText() throws {
        let picks = SharedPicks(convention: "TESTCON26", events: Self.identifiers(count: 10, seed: 7))
        let code = ShareCode(picks)
        let wrapped = stride(from: 0, to: code.text.count, by: 20).map {
            String(Array(code.text)[$0..<min($0 + 20, code.text.count)])
        }.joined(separator: "\n")

        #expect(try ShareCode(reading: "  " + wrapped.lowercased() + "\n").picks == picks)
        #expect(code.text.allSatisfy { $0.isNumber || ($0.isUppercase && $0.isASCII) || $0 == ":" })
    }

    @Test("Given UUID identifiers, when they are shared, then each takes 17 bytes, about 27 characters")
    func uuidsAreCompact() {
        let events = Self.identifiers(count: 70, seed: 4).enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
        let code = ShareCode(SharedPicks(convention: "EF27", events: events))

        #expect(events.count == 10)
        #expect(code.text.count <= "CONBOOK:".count + (1 + 5 + 1 + 1 + 10 * 17 + 4) * 8 / 5 + 1)
    }

    @Test(
        "Given a code, when any one of its characters is replaced by another, then reading it is refused: not a code, or damaged"
    )
    func everyFlippedCharacterRefused() {
        let code = ShareCode(SharedPicks(convention: "EF27", events: Self.identifiers(count: 12, seed: 5))).text
        let characters = Array(code)
        let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
        for index in characters.indices {
            var damaged = characters
            let current = alphabet.firstIndex(of: characters[index]) ?? 0
            damaged[index] = alphabet[(current + 1 + index % 31) % 32]
            if damaged[index] == characters[index] { damaged[index] = "Z" }
            let expected: ShareCodeError = index < "CONBOOK:".count ? .notACode : .damaged
            #expect(throws: expected, "character \(index)") { try ShareCode(reading: String(damaged)) }
        }
    }

    @Test("Given a code cut short or lengthened by a character, when it is read, then it is refused as damaged")
    func cutShortOrLengthened() {
        let code = ShareCode(SharedPicks(convention: "EF27", events: ["1", "2", "3"])).text

        #expect(throws: ShareCodeError.damaged) { try ShareCode(reading: String(code.dropLast())) }
        #expect(throws: ShareCodeError.damaged) { try ShareCode(reading: code + "0") }
        #expect(throws: ShareCodeError.damaged) { try ShareCode(reading: "CONBOOK:00") }
    }

    @Test(
        "Given texts that are no share code (a file name, a web address, a prefix with letters no code has), when read, then each is refused as not a code",
        arguments: ["favourites.ics", "https://example.org", "CONBOOK:", "CONBOOK:ABC-DEF", "CONBOOK:UUUU", ""])
    func notACode(text: String) {
        #expect(throws: ShareCodeError.notACode) { try ShareCode(reading: text) }
    }

    @Test("Given a code whose version byte is newer, with a correct checksum, when read, then it is refused as a newer version")
    func newerVersion() {
        let body: [UInt8] = [2, 4] + Array("EF27".utf8) + [0, 0]
        let checksum = CRC32.checksum(body)
        let bytes = body + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> $0) }
        let text = "CONBOOK:" + Self.base32(bytes)

        #expect(throws: ShareCodeError.newerVersion(2)) { try ShareCode(reading: text) }
    }

    @Test(
        "Given codes with a correct checksum whose sharer's name or convention holds an escape code, when read, then they are refused as damaged"
    )
    func controlCharactersRefused() {
        for picks in [
            SharedPicks(convention: "EF27", events: ["1"], sharerName: "Alex\u{1B}[2J"),
            SharedPicks(convention: "EF\u{07}27", events: ["1"]),
        ] {
            #expect(throws: ShareCodeError.damaged) { try ShareCode(reading: ShareCode(picks).text) }
        }
    }

    @Test("Given no favourites, when shared, then the code is short and reads back as no events")
    func emptyPicks() throws {
        let code = ShareCode(SharedPicks(convention: "EF27", events: []))

        #expect(code.text.count < 30)
        #expect(try ShareCode(reading: code.text).picks.events.isEmpty)
    }

    @Test("Given 5,000 picks, when shared and read back, then all come back in order")
    func bigList() throws {
        let events = Self.identifiers(count: 5_000, seed: 9)

        #expect(try ShareCode(reading: ShareCode(SharedPicks(convention: "EF27", events: events)).text).picks.events == events)
    }

    @Test("Given the look of texts, when asked whether each looks like a code, then only those with the prefix do")
    func looksLikeCode() {
        #expect(ShareCode.looksLikeCode(" conbook:ABC"))
        #expect(ShareCode.looksLikeCode("CONBOOK:"))
        #expect(!ShareCode.looksLikeCode("conbook.ics"))
    }

    /// Crockford's Base 32, written again here so that the test does not trust the code's own.
    private static func base32(_ bytes: [UInt8]) -> String {
        let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
        let bits = bytes.flatMap { byte in (0..<8).map { (byte >> (7 - $0)) & 1 } }
        let padded = bits + Array(repeating: 0, count: (5 - bits.count % 5) % 5)
        return String(
            stride(from: 0, to: padded.count, by: 5).map { start in
                alphabet[Int(padded[start..<start + 5].reduce(0) { $0 << 1 | $1 })]
            })
    }
}
