/// Port: where the session's command lines come from (a person typing, a script, a test).
@MainActor
public protocol ConsoleLineSource: AnyObject {
    /// The next line without its line end, or nil at the end of the input.
    func nextLine() async -> String?
    /// The next line, not shown as it is typed (a password at a terminal), or nil at the end of
    /// the input. By default, `nextLine()`.
    func nextSecretLine() async -> String?
}

extension ConsoleLineSource {
    public func nextSecretLine() async -> String? {
        await nextLine()
    }
}
