/// Hands an address (a web page, `mailto:`, `tel:`) to the system to open, e.g. a browser through
/// `xdg-open`. The command line gives one when a person is at a terminal; scripts and tests get
/// none, and the address is printed instead.
public protocol ConsoleLinkOpener: Sendable {
    /// Opens an address.
    /// - Throws: `ConsoleLinkOpenerError` with why the system could not open it.
    func open(_ address: String) throws(ConsoleLinkOpenerError)
}

/// Why the system could not open an address, e.g. `xdg-open exited with status 3`.
public struct ConsoleLinkOpenerError: Error, Sendable {
    /// The reason, in words.
    public let reason: String

    /// Creates the error.
    public init(reason: String) {
        self.reason = reason
    }
}
