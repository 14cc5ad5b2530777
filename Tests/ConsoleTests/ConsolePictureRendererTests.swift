import ConbookConsole
import ConbookPictures
import Testing

@Suite("Console picture renderer")
struct ConsolePictureRendererTests {
    static let red = PictureColor(red: 255, green: 0, blue: 0)
    static let green = PictureColor(red: 0, green: 255, blue: 0)
    static let blue = PictureColor(red: 0, green: 0, blue: 255)
    static let white = PictureColor(red: 255, green: 255, blue: 255)
    static let clear = PictureColor(red: 0, green: 0, blue: 0, alpha: 0)

    @Test(
        "Given a 2 × 2 picture in 24-bit colour, when rendered, then each cell is an upper half block of its upper pixel over its lower one, and the line ends with a reset"
    )
    func tinyPictureInTrueColor() {
        let lines = ConsolePictureRenderer(maximumColumns: 10, colorDepth: .trueColor)
            .render(picture(width: 2, [Self.red, Self.green, Self.blue, Self.white]))
        #expect(lines == ["\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[38;2;0;255;0;48;2;255;255;255m▀\u{1B}[0m"])
    }

    @Test("Given the same picture in 256 colours, when rendered, then each pixel takes the nearest palette colour")
    func tinyPictureIn256Colors() {
        let lines = ConsolePictureRenderer(maximumColumns: 10, colorDepth: .palette256)
            .render(picture(width: 2, [Self.red, Self.green, Self.blue, Self.white]))
        #expect(lines == ["\u{1B}[38;5;196;48;5;21m▀\u{1B}[38;5;46;48;5;231m▀\u{1B}[0m"])
    }

    @Test(
        "Given a grey and an orange pixel in 256 colours, when rendered, then the grey takes the grey ramp and the orange the cube"
    )
    func nearestPaletteColors() {
        let grey = PictureColor(red: 128, green: 128, blue: 128)
        let orange = PictureColor(red: 255, green: 128, blue: 0)
        let lines = ConsolePictureRenderer(maximumColumns: 10, colorDepth: .palette256).render(picture(width: 1, [grey, orange]))
        #expect(lines == ["\u{1B}[38;5;244;48;5;208m▀\u{1B}[0m"])
    }

    @Test("Given cells of one colour, when rendered, then the colour is written once for the line")
    func writesUnchangedColorsOnce() {
        let lines = ConsolePictureRenderer(maximumColumns: 10, colorDepth: .trueColor).render(
            picture(width: 3, Array(repeating: Self.blue, count: 6)))
        #expect(lines == ["\u{1B}[38;2;0;0;255;48;2;0;0;255m▀▀▀\u{1B}[0m"])
    }

    @Test(
        "Given transparent pixels, when rendered, then they show the terminal's background: a lower half block, a space, or a default background"
    )
    func transparency() {
        let renderer = ConsolePictureRenderer(maximumColumns: 10, colorDepth: .trueColor)
        #expect(
            renderer.render(picture(width: 2, [Self.clear, Self.clear, Self.red, Self.red])) == [
                "\u{1B}[38;2;255;0;0m▄▄\u{1B}[0m"
            ])
        #expect(renderer.render(picture(width: 2, [Self.clear, Self.clear, Self.clear, Self.clear])) == ["  \u{1B}[0m"])
        // Three rows: the second line's lower half is below the picture.
        #expect(
            renderer.render(picture(width: 1, [Self.red, Self.green, Self.blue])) == [
                "\u{1B}[38;2;255;0;0;48;2;0;255;0m▀\u{1B}[0m",
                "\u{1B}[38;2;0;0;255m▀\u{1B}[0m",
            ])
    }

    @Test(
        "Given a 48 × 32 picture, when rendered at 24, 100 and 24 columns by 4 lines, then it keeps its aspect ratio, two pixels a cell, never enlarged"
    )
    func aspectRatio() {
        let quadrants = Self.quadrants()
        let narrow = ConsolePictureRenderer(maximumColumns: 24, colorDepth: .trueColor)
        #expect(narrow.size(of: quadrants) == (columns: 24, rows: 8))
        let lines = narrow.render(quadrants)
        #expect(lines.count == 8)
        #expect(lines.allSatisfy { glyphs(of: $0).count == 24 })
        #expect(
            ConsolePictureRenderer(maximumColumns: 100, colorDepth: .trueColor).size(of: quadrants) == (columns: 48, rows: 16))
        let boxed = ConsolePictureRenderer(maximumColumns: 24, maximumRows: 4, colorDepth: .trueColor)
        #expect(boxed.size(of: quadrants) == (columns: 12, rows: 4))
        #expect(boxed.render(quadrants).count == 4)
        let tall = picture(width: 10, Array(repeating: Self.white, count: 10 * 100))
        #expect(ConsolePictureRenderer(maximumColumns: 78, colorDepth: .trueColor).size(of: tall) == (columns: 10, rows: 50))
    }

    @Test("Given quadrants scaled down, when rendered, then each quadrant's cells have its colour")
    func quadrantColors() {
        let lines = ConsolePictureRenderer(maximumColumns: 4, colorDepth: .trueColor).render(Self.quadrants())
        // 4 columns: 48 × 32 becomes 4 × 3 pixels (2 lines), the middle pixel row straddling both halves.
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("\u{1B}[38;2;230;30;30;"))
        #expect(lines[0].contains("\u{1B}[38;2;30;200;60;"))
        #expect(lines[1].hasPrefix("\u{1B}[38;2;40;60;220m▀"))
        #expect(lines[1].contains("\u{1B}[38;2;240;220;40m▀"))
    }

    @Test("Given a one-pixel black line on white, when scaled down four times, then its cell is tinted rather than lost")
    func smallFeaturesSurvive() {
        var pixels = Array(repeating: Self.white, count: 16 * 16)
        for y in 0..<16 { pixels[y * 16 + 5] = PictureColor(red: 0, green: 0, blue: 0) }
        let lines = ConsolePictureRenderer(maximumColumns: 4, colorDepth: .trueColor).render(picture(width: 16, pixels))
        #expect(lines.count == 2)
        #expect(
            lines[0]
                == "\u{1B}[38;2;255;255;255;48;2;255;255;255m▀\u{1B}[38;2;191;191;191;48;2;191;191;191m▀\u{1B}[38;2;255;255;255;48;2;255;255;255m▀▀\u{1B}[0m"
        )
    }

    @Test(
        "Given a marker on the yellow quadrant, when rendered, then its cell shows ◉ in the colour that stands out most, over the cell's colour"
    )
    func marker() {
        let renderer = ConsolePictureRenderer(maximumColumns: 24, colorDepth: .trueColor)
        let lines = renderer.render(Self.quadrants(), marker: PicturePoint(x: 40, y: 28))
        let unmarked = renderer.render(Self.quadrants())
        // Pixel (40, 28) is drawn pixel (20, 14): column 20 of line 7.
        #expect(glyphs(of: lines[7]).firstIndex(of: "◉") == 20)
        // Black stands out most from yellow; the background stays yellow, so only the foreground changes.
        #expect(lines[7].contains("▀\u{1B}[38;2;0;0;0m◉\u{1B}[38;2;240;220;40m▀"))
        #expect(Array(lines[0..<7]) == Array(unmarked[0..<7]))
        #expect(lines.joined().filter { $0 == "◉" }.count == 1)
    }

    @Test(
        "Given a marker on the picture's last pixel, when rendered, then it is in the last cell; given one outside, then it is ignored"
    )
    func markerAtTheEdges() {
        let renderer = ConsolePictureRenderer(maximumColumns: 24, colorDepth: .palette256)
        let corner = renderer.render(Self.quadrants(), marker: PicturePoint(x: 47, y: 31))
        #expect(glyphs(of: corner[7]).last == "◉")
        let unmarked = renderer.render(Self.quadrants())
        #expect(renderer.render(Self.quadrants(), marker: PicturePoint(x: 48, y: 0)) == unmarked)
        #expect(renderer.render(Self.quadrants(), marker: PicturePoint(x: -1, y: 5)) == unmarked)
    }

    // MARK: Helpers

    /// The quadrants of `Tests/Fixtures/images/quadrants.png`, 48 × 32.
    static func quadrants() -> DecodedPicture {
        let colors = [
            PictureColor(red: 230, green: 30, blue: 30), PictureColor(red: 30, green: 200, blue: 60),
            PictureColor(red: 40, green: 60, blue: 220), PictureColor(red: 240, green: 220, blue: 40),
        ]
        let pixels = (0..<32).flatMap { y in (0..<48).map { x in colors[(y < 16 ? 0 : 2) + (x < 24 ? 0 : 1)] } }
        return picture(width: 48, pixels)
    }
}

/// A picture of the given colours, row by row.
func picture(width: Int, _ colors: [PictureColor]) -> DecodedPicture {
    let pixels = colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    guard let picture = DecodedPicture(width: width, height: colors.count / width, pixels: pixels, format: .png) else {
        preconditionFailure("\(colors.count) colours do not make rows of \(width)")
    }
    return picture
}

/// The characters a line shows, without its escape codes.
func glyphs(of line: String) -> [Character] {
    var result: [Character] = []
    var inEscape = false
    for character in line {
        if character == "\u{1B}" {
            inEscape = true
        } else if inEscape {
            if character.isLetter { inEscape = false }
        } else {
            result.append(character)
        }
    }
    return result
}
