import ConbookModuleKit

/// A download's progress as a terminal shows it on one line: a bar and the percentage when the
/// size is known, the bytes received (of how many), and the rate, e.g.
/// `[########------------] 42% · 1.2 MB of 2.9 MB · 850.0 KB/s`.
struct ConsoleProgressBar {
    /// The bar's width in cells, between the brackets.
    static let barWidth = 20

    let receivedBytes: Int
    let expectedBytes: Int?
    /// Seconds since the download began; the rate is left out before a tenth of a second.
    let elapsedSeconds: Double
    /// The wording of sizes (the modules' texts in the screen's language).
    let texts: TextCatalogue<ModuleText>

    var text: String {
        var parts: [String] = []
        if let expectedBytes, expectedBytes > 0 {
            let fraction = min(1, Double(receivedBytes) / Double(expectedBytes))
            let filled = Int((fraction * Double(Self.barWidth)).rounded(.down))
            parts.append(
                "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: Self.barWidth - filled)
                    + "] \(Int((fraction * 100).rounded(.down)))%")
            parts.append(
                ConsoleTexts.catalogue(for: texts.language)(
                    .progressOf,
                    [
                        "received": ByteCount.text(receivedBytes, in: texts),
                        "expected": ByteCount.text(expectedBytes, in: texts),
                    ]))
        } else {
            parts.append(ByteCount.text(receivedBytes, in: texts))
        }
        if elapsedSeconds >= 0.1 {
            parts.append("\(ByteCount.text(Int(Double(receivedBytes) / elapsedSeconds), in: texts))/s")
        }
        return parts.joined(separator: " · ")
    }
}
