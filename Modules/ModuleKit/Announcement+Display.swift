public import ConbookCore

extension Announcement {
    /// The most characters a title has in a list; a longer one is cut with `…`.
    public static let maximumListedTitleLength = 120

    /// The headline on one line (line breaks and tabs become spaces, other control characters
    /// such as escape codes are removed), trimmed; `Untitled announcement` (in the catalogue's
    /// language) when nothing is left.
    public func displayTitle(in texts: TextCatalogue<ModuleText>) -> String {
        Self.oneLine(title) ?? texts(.untitledAnnouncement)
    }

    /// The headline as a list shows it: `displayTitle(in:)`, cut at `maximumListedTitleLength`
    /// characters with `…`.
    public func listedTitle(in texts: TextCatalogue<ModuleText>) -> String {
        let title = displayTitle(in: texts)
        guard title.count > Self.maximumListedTitleLength else { return title }
        return DisplayText.trimmed(title.prefix(Self.maximumListedTitleLength - 1)) + "…"
    }

    /// Who posted it, on one line; nil when not given.
    public var displayAuthor: String? {
        Self.oneLine(author)
    }

    /// The organisers' area it comes from, on one line; nil when not given.
    public var displayArea: String? {
        Self.oneLine(area)
    }

    /// Who posted it and from which area, e.g. `Con Ops · Info`; the parts not given are left out.
    public var displaySource: String {
        [displayAuthor, displayArea].compactMap { $0 }.joined(separator: " · ")
    }

    /// Text on one line without control characters, trimmed; nil when nothing is left.
    private static func oneLine(_ text: String) -> String? {
        var scalars = String.UnicodeScalarView()
        for scalar in text.replacing("\r\n", with: "\n").unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                scalars.append(" ")
            } else if scalar.value >= 0x20, !(0x7F...0x9F).contains(scalar.value) {
                scalars.append(scalar)
            }
        }
        let line = DisplayText.trimmed(String(scalars))
        return line.isEmpty ? nil : line
    }
}
