/// Port: where the console writes its text. The process writes to stdout and stderr
/// (`StandardConsoleOutput`); tests capture the text instead.
@MainActor
public protocol ConsoleOutput: AnyObject {
    /// Writes text, as is, to the standard output.
    func writeOutput(_ text: String)
    /// Writes text, as is, to the standard error.
    func writeError(_ text: String)
}
