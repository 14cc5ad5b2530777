import ConbookConsole
import ConbookPictures
import Testing

@MainActor
@Suite("Console picture")
struct ConsolePictureTests {
    let output = CapturingConsoleOutput()

    @Test("Given a PNG on a plain screen, when drawn, then it is described in a sentence: description, format, pixels and bytes")
    func plainDescription() throws {
        let bytes = try PictureFixture.bytes("quadrants.png")
        let lines = ConsolePicture.lines(bytes: bytes, describedAs: "Dealers' Den map", on: output.makeScreen())
        #expect(lines == ["Dealers' Den map (PNG, 48 × 32 pixels, \(bytes.count) bytes)."])
    }

    @Test(
        "Given a JPEG on a 256-colour terminal 24 columns wide, when drawn, then it is the renderer's picture at that width, with the marker"
    )
    func drawnIn256Colors() throws {
        let bytes = try PictureFixture.bytes("quadrants.jpg")
        let screen = ConsoleScreen(output: output, style: .ansi, width: 24)
        let map = ConsolePicture(bytes: bytes, describedAs: "Map")
        let marker = PicturePoint(x: 40, y: 28)
        let lines = map.lines(marker: marker, on: screen)
        let picture = try #require(map.picture)
        #expect(lines == ConsolePictureRenderer(maximumColumns: 24, colorDepth: .palette256).render(picture, marker: marker))
        #expect(lines.count == 8)
        #expect(lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") && $0.contains("\u{1B}[38;5;") && !$0.contains("38;2;") })
        #expect(glyphs(of: lines[7]).firstIndex(of: "◉") == 20)
    }

    @Test("Given a 24-bit colour terminal and a limit of 4 lines, when drawn, then the picture fits 4 lines in 24-bit colour")
    func drawnInTrueColorWithinRows() throws {
        let map = ConsolePicture(bytes: try PictureFixture.bytes("quadrants.png"), describedAs: "Map")
        let lines = map.lines(maximumRows: 4, style: .ansi(colorDepth: .trueColor), width: 78)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("\u{1B}[38;2;230;30;30;48;2;230;30;30m▀"))
        #expect(lines.allSatisfy { glyphs(of: $0).count == 12 })
    }

    @Test("Given no bytes, when drawn on a colour terminal, then it says there is no picture")
    func noBytes() {
        let map = ConsolePicture(bytes: nil, describedAs: "Map")
        #expect(map.lines(style: .ansi, width: 78) == ["Map (no picture)."])
        #expect(map.picture == nil && map.problem == nil && map.byteCount == nil)
    }

    @Test(
        "Given a GIF, when drawn on a colour terminal, then its size in bytes and why it is not shown are said, wrapped to the width"
    )
    func undecodable() throws {
        let bytes = try PictureFixture.bytes("quadrants.gif")
        let map = ConsolePicture(bytes: bytes, describedAs: "Dealers' Den map")
        #expect(map.problem == .unsupportedFormat(recognisedAs: "GIF"))
        #expect(
            map.text
                == "Dealers' Den map (\(bytes.count) bytes, not shown). The picture is a GIF; only PNG and JPEG pictures are shown."
        )
        let lines = map.lines(style: .ansi(colorDepth: .trueColor), width: 40)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.joined(separator: " ") == map.text)
    }

    @Test("Given a picture over the decoder's limits, when drawn, then the limit is the reason given")
    func overTheLimits() throws {
        let map = ConsolePicture(bytes: try PictureFixture.bytes("huge-header.png"), describedAs: "Map")
        #expect(
            map.lines(style: .ansi, width: 200) == [
                "Map (69 bytes, not shown). The picture is 20000 × 20000 pixels; pictures up to 16384 on a side are shown."
            ])
    }

    @Test("Given a description with control characters, when described, then they are spaces and cannot reach the terminal")
    func controlCharacters() {
        let map = ConsolePicture(bytes: nil, describedAs: "Map\u{1B}[31m\nred")
        #expect(map.text == "Map [31m red (no picture).")
    }

    @Test(
        "Given COLORTERM, when the colour depth is read, then truecolor and 24bit mean 24-bit colour and anything else 256 colours",
        arguments: [
            ("truecolor", ConsoleColorDepth.trueColor), ("24bit", .trueColor), ("TrueColor", .trueColor),
            ("", .palette256), ("yes", .palette256),
        ])
    func colorDepth(colorTerm: String, expected: ConsoleColorDepth) {
        #expect(ConsoleColorDepth(environment: ["COLORTERM": colorTerm]) == expected)
        #expect(ConsoleColorDepth(environment: [:]) == .palette256)
    }
}
