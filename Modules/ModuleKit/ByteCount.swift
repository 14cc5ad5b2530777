/// Sizes of data in words, as the scenes show them.
public enum ByteCount {
    /// `812 bytes`, `944.3 KB`, `37.0 MB`, `1.3 GB` (powers of 1,000, one decimal).
    public static func text(_ bytes: Int) -> String {
        let units = ["KB", "MB", "GB", "TB"]
        guard bytes >= 1000 else { return "\(max(bytes, 0)) bytes" }
        var value = Double(bytes)
        var unit = -1
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
