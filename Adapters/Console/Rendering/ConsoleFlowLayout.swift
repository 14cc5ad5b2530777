/// Lays out short items side by side, starting a new line between items when one would not fit;
/// a line that breaks ends with the separator (trimmed), and still fits.
struct ConsoleFlowLayout {
    /// The widest a line may be.
    let width: Int

    /// The items in lines: the first starting with `prefix`, the others indented as deep.
    func lines(_ items: [String], prefix: String, separator: String) -> [String] {
        let indent = String(repeating: " ", count: TextWrapper.visibleWidth(of: prefix))
        let lineEnd = separator.trimmingTrailingSpaces
        var lines: [String] = []
        var line = prefix
        var lineHasItem = false
        for (index, item) in items.enumerated() {
            let addition = (lineHasItem ? separator : "") + item
            let end = index == items.count - 1 ? "" : lineEnd
            if lineHasItem, TextWrapper.visibleWidth(of: line + addition + end) > width {
                lines.append(line + lineEnd)
                line = indent + item
            } else {
                line += addition
            }
            lineHasItem = true
        }
        lines.append(line)
        return lines
    }
}
