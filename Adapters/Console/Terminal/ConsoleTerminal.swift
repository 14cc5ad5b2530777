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
        guard isOutputTerminal, let columns = terminalColumns else { return defaultWidth }
        return max(40, columns - 1)
    }

    /// The width `conbook --help` wraps the command list at: a column less than the argument
    /// parser wraps its help at (`COLUMNS`, else the terminal's width, else 80), so that it keeps
    /// the list's lines as they are.
    public static var helpWidth: Int {
        let columns = getenv("COLUMNS").flatMap { Int(String(cString: $0)) }
        return max(40, (columns ?? terminalColumns ?? 80) - 1)
    }

    /// The columns of the terminal the standard output goes to, if it is one.
    private static var terminalColumns: Int? {
        var size = winsize()
        let status = withUnsafeMutablePointer(to: &size) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
        return status == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
    }
}
