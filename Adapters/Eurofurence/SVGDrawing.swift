/// What an SVG picture of a code paints, in document order (later shapes paint over earlier
/// ones), and the picture's canvas when it says (its `viewBox`, else its `width` and `height`).
struct SVGDrawing {
    /// The canvas: its top left corner and size, in thousandths of a user unit.
    struct Canvas {
        var origin: SVGShape.Point
        var width: Int64
        var height: Int64
    }

    var shapes: [SVGShape] = []
    var canvas: Canvas?
}
