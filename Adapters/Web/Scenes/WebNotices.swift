/// What a person's scenes have to tell them (an error of an action, a notice of a sync), kept
/// until the next page shows it once, at its top.
@MainActor
public final class WebNotices {
    /// A message and how serious it is.
    public struct Notice: Hashable, Sendable {
        /// The message.
        public let text: String
        /// Whether it says something failed (an alert) rather than informs (a status).
        public let isProblem: Bool
    }

    private var waiting: [Notice] = []

    /// Nothing to tell yet.
    public init() {}

    /// Something the person asked for failed.
    public func reportProblem(_ text: String) {
        add(Notice(text: text, isProblem: true))
    }

    /// Something the person should know (a sync skipped what it could not use).
    public func reportNotice(_ text: String) {
        add(Notice(text: text, isProblem: false))
    }

    /// The messages not shown yet, in the order they came; they are shown now, so they are gone.
    public func takeAll() -> [Notice] {
        defer { waiting = [] }
        return waiting
    }

    private func add(_ notice: Notice) {
        guard !waiting.contains(notice) else { return }
        waiting.append(notice)
    }
}
