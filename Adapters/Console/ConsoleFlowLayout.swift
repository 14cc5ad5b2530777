/// Lays out short items side by side, starting a new line between items when one would not fit.
struct ConsoleFlowLayout {
    /// The widest a line may be.
    let width: Int

    /// The items in lines: the first starting with `prefix`, the others indented as deep.
    func lines(_ items: [String], prefix: String, separator: String) -> [String] {
        let indent = String(repeating: " ", count: TextWrapper.visibleWidth(of: prefix))
        var lines: [String] = []
        var line = prefix
        var lineHasItem = false
        for item in items {
            let addition = (lineHasItem ? separator : "") + item
            if lineHasItem, TextWrapper.visibleWidth(of: line + addition) > width {
                lines.append(line + separator.trimmingTrailingSpaces)
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
