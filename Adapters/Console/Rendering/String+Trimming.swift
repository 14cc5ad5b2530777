extension String {
    /// The text without spaces at its end (white space at both ends: `DisplayText.trimmed`).
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
