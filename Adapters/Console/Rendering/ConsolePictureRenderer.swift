public import ConbookPictures

/// Draws a decoded picture in a colour terminal with Unicode upper half blocks: each character
/// cell shows two pixels, the upper one as the foreground of `▀` and the lower one as its
/// background, so a cell (about twice as tall as wide) holds two square pixels.
///
/// The picture is scaled down (never up) to at most `maximumColumns` cells across, and at most
/// `maximumRows` lines when given, keeping its aspect ratio. Each drawn pixel is the average of
/// the block of picture pixels it covers (weighted by their opacity), so a line one pixel wide
/// still tints the cells it crosses. A drawn pixel less than half opaque is left transparent (the
/// terminal's own background; `▄` or a space then). Colours are written in 24 bits
/// (`38;2;r;g;b`) or as the nearest of the 256-colour palette's cube and greys (`38;5;n`); a code
/// is written only where the colour changes along the line, and every line ends with a reset
/// (`ESC[0m`).
///
/// A marker, in the picture's own pixels, is drawn as `◉` in the cell that holds that pixel, in
/// the one of magenta, cyan, yellow, white and black that differs most from the cell's colours,
/// over their average. A marker outside the picture is ignored.
public struct ConsolePictureRenderer: Sendable {
    /// The most cells across.
    public let maximumColumns: Int
    /// The most lines, or nil for as many as the width and the aspect ratio call for.
    public let maximumRows: Int?
    /// The colours written.
    public let colorDepth: ConsoleColorDepth

    /// Creates a renderer for a box and a colour depth (a box of at least one cell).
    public init(maximumColumns: Int, maximumRows: Int? = nil, colorDepth: ConsoleColorDepth) {
        self.maximumColumns = max(1, maximumColumns)
        self.maximumRows = maximumRows.map { max(1, $0) }
        self.colorDepth = colorDepth
    }

    /// The cells a picture is drawn in: its columns and its lines.
    public func size(of picture: DecodedPicture) -> (columns: Int, rows: Int) {
        let grid = grid(for: picture)
        return (grid.columns, (grid.pixelRows + 1) / 2)
    }

    /// The picture's lines, each ending with a reset; the marker, if inside the picture, drawn
    /// over the cell that holds it.
    public func render(_ picture: DecodedPicture, marker: PicturePoint? = nil) -> [String] {
        let grid = grid(for: picture)
        let pixels = averagedPixels(of: picture, columns: grid.columns, rows: grid.pixelRows)
        let markedCell = marker.flatMap { cell(of: $0, in: picture, grid: grid) }
        var lines: [String] = []
        for row in 0..<((grid.pixelRows + 1) / 2) {
            var line = ConsolePictureLine()
            for column in 0..<grid.columns {
                let upper = pixels[2 * row * grid.columns + column]
                let lower = 2 * row + 1 < grid.pixelRows ? pixels[(2 * row + 1) * grid.columns + column] : nil
                if markedCell?.column == column, markedCell?.row == row {
                    line.writeMarker(over: upper, lower, depth: colorDepth)
                } else {
                    line.writeCell(upper: upper, lower: lower, depth: colorDepth)
                }
            }
            lines.append(line.finished)
        }
        return lines
    }

    // MARK: Scaling

    /// The drawn pixels: columns across, and rows (two a line) down.
    private func grid(for picture: DecodedPicture) -> (columns: Int, pixelRows: Int) {
        var columns = min(picture.width, maximumColumns)
        if let maximumRows {
            let columnsFittingRows = picture.width * maximumRows * 2 / picture.height
            columns = max(1, min(columns, columnsFittingRows))
        }
        let pixelRows = max(1, (picture.height * columns + picture.width / 2) / picture.width)
        return (columns, min(pixelRows, picture.height))
    }

    /// Each drawn pixel as the opacity-weighted average of the picture pixels it covers; nil
    /// where that average is less than half opaque.
    private func averagedPixels(of picture: DecodedPicture, columns: Int, rows: Int) -> [PictureColor?] {
        let columnOf = (0..<picture.width).map { $0 * columns / picture.width }
        var result: [PictureColor?] = []
        result.reserveCapacity(columns * rows)
        picture.pixels.withUnsafeBufferPointer { source in
            for row in 0..<rows {
                var sums = [Int](repeating: 0, count: columns * 5)  // red, green, blue (× alpha), alpha, count
                for y in (row * picture.height / rows)..<((row + 1) * picture.height / rows) {
                    var offset = y * picture.width * 4
                    for x in 0..<picture.width {
                        let alpha = Int(source[offset + 3])
                        let bucket = columnOf[x] * 5
                        sums[bucket] += Int(source[offset]) * alpha
                        sums[bucket + 1] += Int(source[offset + 1]) * alpha
                        sums[bucket + 2] += Int(source[offset + 2]) * alpha
                        sums[bucket + 3] += alpha
                        sums[bucket + 4] += 1
                        offset += 4
                    }
                }
                for column in 0..<columns {
                    let bucket = column * 5
                    let alphaSum = sums[bucket + 3]
                    guard alphaSum * 2 >= sums[bucket + 4] * 255, alphaSum > 0 else {
                        result.append(nil)
                        continue
                    }
                    let channel = { (index: Int) in UInt8((sums[bucket + index] + alphaSum / 2) / alphaSum) }
                    result.append(PictureColor(red: channel(0), green: channel(1), blue: channel(2)))
                }
            }
        }
        return result
    }

    /// The cell that holds a point of the picture, or nil when the point is outside it.
    private func cell(
        of point: PicturePoint, in picture: DecodedPicture, grid: (columns: Int, pixelRows: Int)
    ) -> (column: Int, row: Int)? {
        guard (0..<picture.width).contains(point.x), (0..<picture.height).contains(point.y) else { return nil }
        let column = min(grid.columns - 1, point.x * grid.columns / picture.width)
        let pixelRow = min(grid.pixelRows - 1, point.y * grid.pixelRows / picture.height)
        return (column, pixelRow / 2)
    }
}
