public import ConbookPass

/// Records what the badge pass module reported.
@MainActor
public final class CapturingPassModuleDelegate: PassModuleDelegate {
    /// How many times the user asked to log in.
    public private(set) var loginRequests = 0

    /// Creates the delegate.
    public init() {}

    public func passModuleDidAskToLogIn() {
        loginRequests += 1
    }
}
