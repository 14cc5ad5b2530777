/// Decides when a front end's scene tells its presenter it loaded: exactly once, as soon as the
/// scene has both appeared (on screen, in a page) and been given its delegate, in whichever order.
public struct SceneLoadGate: Sendable {
    private var hasAppeared = false
    private var hasDelegate = false

    /// Whether the load has been reported.
    public private(set) var hasOpened = false

    /// A gate that has seen neither yet.
    public init() {}

    /// Records that the delegate arrived; true when the load is to be reported now.
    public mutating func delegateAttached() -> Bool {
        hasDelegate = true
        return openIfReady()
    }

    /// Records that the scene appeared; true when the load is to be reported now.
    public mutating func appeared() -> Bool {
        hasAppeared = true
        return openIfReady()
    }

    private mutating func openIfReady() -> Bool {
        guard hasAppeared, hasDelegate, !hasOpened else { return false }
        hasOpened = true
        return true
    }
}
