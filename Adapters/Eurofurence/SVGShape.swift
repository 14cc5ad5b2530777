/// One painted shape of an SVG picture of a code: closed outlines of vertical and horizontal
/// edges (a `<rect>`, or each subpath of a `<path>`), in thousandths of a user unit, and whether
/// it paints modules dark or light.
struct SVGShape {
    /// A corner of an outline.
    struct Point: Hashable {
        var x: Int64
        var y: Int64
    }

    /// The closed outlines, each a list of corners (the last joins the first).
    var outlines: [[Point]]
    /// Whether it paints dark (else light: a background).
    var isDark: Bool
    /// Whether a point is inside when an odd number of outlines surround it (`fill-rule:
    /// evenodd`), else when they wind around it (`nonzero`, SVG's default).
    var evenOdd: Bool

    /// A rectangle's outline.
    static func rectangle(x: Int64, y: Int64, width: Int64, height: Int64) -> [Point] {
        [Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height), Point(x: x, y: y + height)]
    }

    /// Every corner of every outline.
    var corners: [Point] { outlines.flatMap { $0 } }

    /// Its vertical edges: at `x`, from `low` to `high` (`low < high`), `+1` going down, `-1` up.
    /// (Horizontal edges do not decide what a horizontal line through module centres crosses.)
    var verticalEdges: [(x: Int64, low: Int64, high: Int64, direction: Int)] {
        var edges: [(x: Int64, low: Int64, high: Int64, direction: Int)] = []
        for outline in outlines where outline.count > 1 {
            for index in outline.indices {
                let from = outline[index]
                let to = outline[(index + 1) % outline.count]
                guard from.x == to.x, from.y != to.y else { continue }
                edges.append((from.x, min(from.y, to.y), max(from.y, to.y), to.y > from.y ? 1 : -1))
            }
        }
        return edges
    }

    /// Paints the modules whose centres it covers, on a grid whose top left corner is at
    /// `origin` with modules `step` wide.
    func paint(_ grid: inout [[Bool]], origin: Point, step: Int64) {
        let edges = verticalEdges
        guard !edges.isEmpty else { return }
        let size = grid.count
        // Centres are at origin + (i + ½) × step: doubled, every coordinate stays whole.
        for row in 0..<size {
            let centreY = 2 * origin.y + Int64(2 * row + 1) * step
            var crossings = edges.filter { 2 * $0.low < centreY && centreY < 2 * $0.high }.map { (x: 2 * $0.x, $0.direction) }
            guard !crossings.isEmpty else { continue }
            crossings.sort { $0.x < $1.x }
            var next = 0
            var winding = 0
            var count = 0
            for column in 0..<grid[row].count {
                let centreX = 2 * origin.x + Int64(2 * column + 1) * step
                while next < crossings.count, crossings[next].x < centreX {
                    winding += crossings[next].1
                    count += 1
                    next += 1
                }
                let inside = evenOdd ? count % 2 == 1 : winding != 0
                if inside { grid[row][column] = isDark }
            }
        }
    }
}
