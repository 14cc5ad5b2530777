/// A friend's picks as display values.
public struct SharedPicksViewModel: Hashable, Sendable {
    /// The heading, e.g. `Alex's picks` or `Shared picks`.
    public var title: String
    /// What the code holds, e.g. `4 events picked at Eurofurence 26 · 1 is not in this schedule`.
    public var summary: String
    /// The picked events this schedule has, in the order they were shared.
    public var rows: [SharedPickRowViewModel]
    /// What to say when none is listed; nil otherwise.
    public var emptyMessage: String?
    /// What the last choice did (`Added 3 favourites.`) or why it failed; nil before any.
    public var status: String?

    /// Creates the display values.
    public init(
        title: String, summary: String, rows: [SharedPickRowViewModel], emptyMessage: String?, status: String? = nil
    ) {
        self.title = title
        self.summary = summary
        self.rows = rows
        self.emptyMessage = emptyMessage
        self.status = status
    }
}
