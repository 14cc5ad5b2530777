/// Port: where the session's command lines come from (a person typing, a script, a test).
@MainActor
public protocol ConsoleLineSource: AnyObject {
    /// The next line without its line end, or nil at the end of the input.
    func nextLine() async -> String?
}
