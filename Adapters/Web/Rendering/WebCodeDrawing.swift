/// A two-dimensional code (the badge pass's Aztec code, a QR code) as an SVG drawing: its modules
/// in black on a white square with a light margin, whatever the page's colours, so that a scanner
/// reads it from a screen in a dark theme too; as wide as the page lets it be (`code`), its edges
/// kept sharp, named for assistive technology.
enum WebCodeDrawing {
    /// The light margin around the code, in modules (Aztec needs none, but scanners find a code
    /// faster with one; QR codes need four).
    static let quietZone = 4

    /// The drawing of modules given row by row, top row first, each left to right, `true` for a
    /// dark module; nothing when there are none.
    static func svg(_ modules: [[Bool]], label: String) -> HTML {
        let columns = modules.map(\.count).max() ?? 0
        guard !modules.isEmpty, columns > 0 else { return .empty }
        let width = columns + 2 * quietZone
        let height = modules.count + 2 * quietZone
        return .element(
            .svg,
            [
                .svgNamespace, .viewBox(width: width, height: height), .class("code"), .role("img"), .ariaLabel(label),
                .crispEdges,
            ],
            [
                .element(
                    .rect,
                    [.svgLength(.x, 0), .svgLength(.y, 0), .svgLength(.width, width), .svgLength(.height, height), .fill("#fff")]),
                .element(.path, [.d(path(of: modules)), .fill("#000")]),
            ])
    }

    /// The dark modules as a path: each run of dark modules in a row one rectangle.
    static func path(of modules: [[Bool]]) -> String {
        var path = ""
        for (row, line) in modules.enumerated() {
            var column = 0
            while column < line.count {
                guard line[column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < line.count, line[column] { column += 1 }
                let run = column - start
                path += "M\(start + quietZone) \(row + quietZone)h\(run)v1h-\(run)z"
            }
        }
        return path
    }
}
