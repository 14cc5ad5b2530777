public import ConbookCore

extension Announcement {
    /// What an announcement without a title is called.
    public static let untitled = "Untitled announcement"
    /// The most characters a title has in a list; a longer one is cut with `…`.
    public static let maximumListedTitleLength = 120

    /// The headline on one line (line breaks become spaces), trimmed; `Untitled announcement`
    /// when there is none.
    public var displayTitle: String {
        let oneLine = DisplayText.trimmed(String(title.map { $0.isNewline ? " " : $0 }))
        return oneLine.isEmpty ? Self.untitled : oneLine
    }

    /// The headline as a list shows it: `displayTitle`, cut at `maximumListedTitleLength`
    /// characters with `…`.
    public var listedTitle: String {
        let title = displayTitle
        guard title.count > Self.maximumListedTitleLength else { return title }
        return DisplayText.trimmed(title.prefix(Self.maximumListedTitleLength - 1)) + "…"
    }

    /// Who posted it and from which area, e.g. `Con Ops · Info`; the parts not given are left out.
    public var displaySource: String {
        [author, area].compactMap(DisplayText.nonEmpty).joined(separator: " · ")
    }
}
