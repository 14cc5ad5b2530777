/// The address of a page of the guide: the page it starts from (a section, a menu scene's word, a
/// bookmarked page such as `/events/ID`) and the steps a visitor took on it, one path segment each
/// (`/schedule/~day,day=2/~page,number=3`). The page's actions come in an order
/// (`WebScene.viewingActions`): a step replaces the last steps of its action or of those after it,
/// so that each state of a page has one address (choosing another day starts that day's first
/// page).
public struct WebGuideAddress: Hashable, Sendable {
    /// The most steps an address holds.
    public static let maximumSteps = 8

    /// The path segments of the page it starts from.
    public let start: [String]
    /// The steps taken on it, in order.
    public let steps: [WebGuideStep]

    /// The address of a page and its steps.
    public init(start: [String], steps: [WebGuideStep] = []) {
        self.start = start
        self.steps = steps
    }

    /// The address a path's decoded segments name; nil when a step is malformed, a segment that is
    /// not a step follows one, or there are more than `maximumSteps`.
    public init?(segments: [String]) {
        let first = segments.firstIndex { $0.hasPrefix("~") } ?? segments.endIndex
        var steps: [WebGuideStep] = []
        for segment in segments[first...] {
            guard let step = WebGuideStep(segment: segment) else { return nil }
            steps.append(step)
        }
        guard steps.count <= Self.maximumSteps else { return nil }
        self.init(start: Array(segments[..<first]), steps: steps)
    }

    /// The address after one more step on a page whose actions come in `order`: the last steps of
    /// the same action or of one after it in the order go (steps of actions not in it, taken on an
    /// earlier page, stay).
    public func taking(_ step: WebGuideStep, order: [String]) -> WebGuideAddress {
        let rank = order.firstIndex(of: step.action) ?? order.count
        var kept = steps
        while let last = kept.last, let lastRank = order.firstIndex(of: last.action), lastRank >= rank {
            kept.removeLast()
        }
        return WebGuideAddress(start: start, steps: Array((kept + [step]).suffix(Self.maximumSteps)))
    }

    /// The address as a link.
    public var address: WebAddress {
        .page(start + steps.map(\.segment))
    }

    /// The file of a static site that holds the page: its path's segments, then `index.html`.
    public var fileSegments: [String] {
        start + steps.map(\.segment) + ["index.html"]
    }
}
