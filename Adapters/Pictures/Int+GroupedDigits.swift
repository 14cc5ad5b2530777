extension Int {
    /// The number with its digits in groups of three, e.g. "25,000,000".
    public var groupedDigits: String {
        let digits = Array(String(magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return self < 0 ? "-" + text : text
    }
}
