/// Decides when a console scene tells its presenter it loaded: exactly once, as soon as the
/// scene has both appeared on screen and been given its delegate, in whichever order.
struct SceneLoadGate {
    private var hasAppeared = false
    private var hasDelegate = false
    /// Whether the load has been reported.
    private(set) var hasOpened = false

    /// Records that the delegate arrived; true when the load is to be reported now.
    mutating func delegateAttached() -> Bool {
        hasDelegate = true
        return openIfReady()
    }

    /// Records that the scene appeared; true when the load is to be reported now.
    mutating func appeared() -> Bool {
        hasAppeared = true
        return openIfReady()
    }

    private mutating func openIfReady() -> Bool {
        guard hasAppeared, hasDelegate, !hasOpened else { return false }
        hasOpened = true
        return true
    }
}
