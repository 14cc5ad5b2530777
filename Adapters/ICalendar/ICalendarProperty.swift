/// One content line split into its name, parameters and value (RFC 5545 §3.1):
/// `NAME *(";" PARAM "=" VALUE) ":" VALUE`, parameter values possibly in double quotes.
struct ICalendarProperty {
    /// The name in upper case, e.g. `DTSTART`.
    let name: String
    /// The parameters by upper-cased name, quotes removed, e.g. `["TZID": "Europe/Berlin"]`.
    let parameters: [String: String]
    /// The value as written (still escaped).
    let value: Substring
    /// The number of the physical line it begins on, for error messages.
    let number: Int

    /// Splits a line; nil when it has no name or no `:` outside quotes.
    init?(_ line: Substring, number: Int = 0) {
        guard let nameEnd = line.firstIndex(where: { $0 == ";" || $0 == ":" }), nameEnd > line.startIndex else { return nil }
        let name = line[..<nameEnd]
        guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return nil }
        var parameters: [String: String] = [:]
        var index = nameEnd
        while line[index] == ";" {
            index = line.index(after: index)
            guard let equals = line[index...].firstIndex(of: "=") else { return nil }
            let parameterName = line[index..<equals].uppercased()
            index = line.index(after: equals)
            var parameterValue = ""
            var inQuotes = false
            while index < line.endIndex, inQuotes || (line[index] != ";" && line[index] != ":") {
                if line[index] == "\"" { inQuotes.toggle() } else { parameterValue.append(line[index]) }
                index = line.index(after: index)
            }
            guard index < line.endIndex else { return nil }
            parameters[parameterName] = parameterValue
        }
        guard line[index] == ":" else { return nil }
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = line[line.index(after: index)...]
        self.number = number
    }

    /// The value unescaped as `TEXT`.
    var text: String { ICalendarText.unescaped(value) }

    /// The value's comma-separated parts (a list value such as `EXDATE` or `CATEGORIES`), still
    /// escaped; `\,` does not split.
    var listItems: [Substring] {
        var items: [Substring] = []
        var start = value.startIndex
        var index = value.startIndex
        var escaping = false
        while index < value.endIndex {
            let character = value[index]
            if escaping {
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "," {
                items.append(value[start..<index])
                start = value.index(after: index)
            }
            index = value.index(after: index)
        }
        items.append(value[start...])
        return items
    }
}
