/// Breaks text into lines no wider than a width, on word boundaries; escape codes take no room.
struct TextWrapper {
    /// The widest a line may be, in characters.
    let width: Int

    /// The text's lines: each paragraph (separated by line ends) wrapped on its own, the first
    /// line starting with `prefix` and every other line with `indent`. A word longer than a
    /// line stays whole.
    func wrap(_ text: String, prefix: String = "", indent: String? = nil) -> [String] {
        let indent = indent ?? String(repeating: " ", count: Self.visibleWidth(of: prefix))
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let lead = lines.isEmpty ? prefix : indent
            let words = Self.words(of: paragraph)
            guard !words.isEmpty else {
                lines.append(lead.trimmingTrailingSpaces)
                continue
            }
            var line = lead
            var lineHasWord = false
            for (space, word) in words {
                let gap = lineHasWord ? space : ""
                if lineHasWord, Self.visibleWidth(of: line) + gap.count + Self.visibleWidth(of: word) > width {
                    lines.append(line)
                    line = indent + word
                } else {
                    line += gap + word
                }
                lineHasWord = true
            }
            lines.append(line)
        }
        return lines
    }

    /// The number of columns text takes, not counting ANSI escape sequences.
    static func visibleWidth(of text: some StringProtocol) -> Int {
        var width = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(scalar.value), scalar != "[" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else if scalar.isASCII || scalar.properties.generalCategory != .nonspacingMark {
                // No ASCII character is a nonspacing mark: most text is counted without looking one up.
                width += 1
            }
        }
        return width
    }

    /// The words of a paragraph, each with the run of blanks before it (tabs count as one space).
    private static func words(of paragraph: Substring) -> [(space: String, word: Substring)] {
        var words: [(space: String, word: Substring)] = []
        var space = ""
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            if paragraph[index] == " " || paragraph[index] == "\t" {
                space += " "
                index = paragraph.index(after: index)
                continue
            }
            let end = paragraph[index...].firstIndex { $0 == " " || $0 == "\t" } ?? paragraph.endIndex
            words.append((space, paragraph[index..<end]))
            space = ""
            index = end
        }
        return words
    }
}
