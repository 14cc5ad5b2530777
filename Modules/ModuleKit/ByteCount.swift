import ConbookCore

/// Sizes of data in words, as the scenes show them.
public enum ByteCount {
    /// `812 bytes`, `944.3 KB`, `37.0 MB`, `1.3 GB` (powers of 1,000, one decimal; a decimal comma
    /// in German: `944,3 KB`).
    public static func text(_ bytes: Int, in texts: TextCatalogue<ModuleText>) -> String {
        let units = ["KB", "MB", "GB", "TB"]
        guard bytes >= 1000 else { return texts(.byteCountBytes, ["count": "\(max(bytes, 0))"]) }
        var value = Double(bytes)
        var unit = -1
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        let decimalMark = texts.language == .german ? "," : "."
        return "\(tenths / 10)\(decimalMark)\(tenths % 10) \(units[unit])"
    }
}
