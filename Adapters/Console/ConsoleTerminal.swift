import Glibc

/// What the console knows about the terminal it runs in.
public enum ConsoleTerminal {
    /// The width text is wrapped at when the output is not a terminal.
    public static let defaultWidth = 78

    /// Whether the standard output is a terminal (not a file or a pipe).
    public static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether the standard input is a terminal (a person typing).
    public static var isInputTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// The width to wrap at: the terminal's columns on a terminal, else `defaultWidth`.
    public static var outputWidth: Int {
        guard isOutputTerminal else { return defaultWidth }
        var size = winsize()
        let status = withUnsafeMutablePointer(to: &size) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
        guard status == 0, size.ws_col > 0 else { return defaultWidth }
        return max(40, Int(size.ws_col) - 1)
    }
}
