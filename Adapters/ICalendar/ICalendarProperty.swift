/// One content line split into its name, parameters and value (RFC 5545 §3.1):
/// `NAME *(";" PARAM "=" VALUE) ":" VALUE`, parameter values possibly in double quotes. Read as
/// leniently as real calendars need: names in any case, white space around the name, the
/// parameters' names and values and the `=` and `;` between them, and names with `_`.
struct ICalendarProperty {
    /// The name in upper case, e.g. `DTSTART`.
    let name: String
    /// The parameters by upper-cased name, quotes and surrounding white space removed, e.g.
    /// `["TZID": "Europe/Berlin"]`.
    let parameters: [String: String]
    /// The value as written (still escaped; quoted-printable undone only by `text`).
    private(set) var value: Substring
    /// The number of the physical line it begins on, for error messages.
    let number: Int

    /// Splits a line; nil when it has no name or no `:` outside quotes.
    init?(_ line: Substring, number: Int = 0) {
        guard let nameEnd = line.firstIndex(where: { $0 == ";" || $0 == ":" }) else { return nil }
        let name = line[..<nameEnd].trimmingBlanks
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        var parameters: [String: String] = [:]
        var index = nameEnd
        while line[index] == ";" {
            index = line.index(after: index)
            guard let equals = line[index...].firstIndex(where: { $0 == "=" || $0 == ":" }), line[equals] == "=" else {
                return nil
            }
            let parameterName = line[index..<equals].trimmingBlanks.uppercased()
            index = line.index(after: equals)
            var parameterValue = ""
            var inQuotes = false
            while index < line.endIndex, inQuotes || (line[index] != ";" && line[index] != ":") {
                if line[index] == "\"" { inQuotes.toggle() } else { parameterValue.append(line[index]) }
                index = line.index(after: index)
            }
            guard index < line.endIndex else { return nil }
            parameters[parameterName] = String(parameterValue.trimmingBlanks)
        }
        guard line[index] == ":" else { return nil }
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = line[line.index(after: index)...]
        self.number = number
    }

    /// Whether the value is written as quoted-printable (`ENCODING=QUOTED-PRINTABLE`, vCalendar 1.0).
    var isQuotedPrintable: Bool { parameters["ENCODING"]?.uppercased() == "QUOTED-PRINTABLE" }

    /// Joins a line that continues a quoted-printable value after its soft line break (`=`).
    mutating func append(softBreakContinuation line: Substring) {
        value = Substring(value.dropLast() + line)
    }

    /// The value unescaped as `TEXT` (quoted-printable decoded first, in its `CHARSET`).
    var text: String {
        guard isQuotedPrintable else { return ICalendarText.unescaped(value) }
        return ICalendarText.unescaped(Substring(ICalendarText.quotedPrintable(value, charset: parameters["CHARSET"])))
    }

    /// The value without the white space some writers put around it (`DTSTART: 20260819T100000`),
    /// for values that are not text: dates, durations, rules.
    var trimmedValue: Substring { value.trimmingBlanks }

    /// The value's comma-separated parts (a list value such as `EXDATE` or `CATEGORIES`), still
    /// escaped, without white space around them; `\,` does not split.
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
                items.append(value[start..<index].trimmingBlanks)
                start = value.index(after: index)
            }
            index = value.index(after: index)
        }
        items.append(value[start...].trimmingBlanks)
        return items
    }
}

extension StringProtocol {
    /// Without the spaces and tabs at either end.
    var trimmingBlanks: SubSequence {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let start = firstIndex { !isBlank($0) } ?? endIndex
        let end = lastIndex { !isBlank($0) }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
