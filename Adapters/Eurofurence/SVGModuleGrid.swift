import ConbookCore

/// Finds the grid of modules in what an SVG picture of a code paints: the dark shapes' bounding
/// box is the symbol; the module is the greatest common divisor of their edges' offsets from its
/// corner and of its size (exact, in thousandths); each module is dark or light after the shapes
/// that cover its centre, in document order.
struct SVGModuleGrid {
    let drawing: SVGDrawing

    /// The code as a pass.
    func pass() throws(AztecSVGError) -> BadgePass {
        let dark = drawing.shapes.filter(\.isDark).flatMap(\.corners)
        guard let first = dark.first else { throw .noModules }
        var low = first
        var high = first
        for corner in dark {
            low = SVGShape.Point(x: min(low.x, corner.x), y: min(low.y, corner.y))
            high = SVGShape.Point(x: max(high.x, corner.x), y: max(high.y, corner.y))
        }
        guard high.x > low.x, high.y > low.y else { throw .noModules }
        if let canvas = drawing.canvas {
            let end = SVGShape.Point(x: canvas.origin.x + canvas.width, y: canvas.origin.y + canvas.height)
            guard low.x >= canvas.origin.x, low.y >= canvas.origin.y, high.x <= end.x, high.y <= end.y else {
                throw .offGrid("dark modules lie outside the picture's canvas")
            }
        }
        var step = Self.gcd(high.x - low.x, high.y - low.y)
        for corner in dark {
            step = Self.gcd(step, Self.gcd(corner.x - low.x, corner.y - low.y))
        }
        let columns = (high.x - low.x) / step
        let rows = (high.y - low.y) / step
        let limit = Int64(BadgePass.largestSize)
        guard columns <= limit, rows <= limit else {
            // Whole units are how code writers draw: so many modules is a code too large; a
            // tiny step comes from edges that are off any grid.
            if step % SVGFixedPoint.scale == 0 {
                throw .tooManyModules(Int(max(columns, rows)), limit: BadgePass.largestSize)
            }
            throw .offGrid(
                "their edges share no step larger than \(SVGFixedPoint.text(step)), which would make a code of \(max(columns, rows)) modules a side"
            )
        }
        guard columns == rows else { throw .notSquare(columns: Int(columns), rows: Int(rows)) }
        var grid = Array(repeating: Array(repeating: false, count: Int(columns)), count: Int(rows))
        for shape in drawing.shapes {
            shape.paint(&grid, origin: low, step: step)
        }
        do {
            return try BadgePass(rows: grid)
        } catch {
            throw .noModules
        }
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var (a, b) = (abs(a), abs(b))
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
