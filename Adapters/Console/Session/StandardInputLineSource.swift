import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines typed at (or piped into) the standard input, read off the main thread so that the
/// main actor keeps running while a person thinks. A secret line is read with the terminal's echo
/// off (when the standard input is a terminal), so a password never shows.
@MainActor
public final class StandardInputLineSource: ConsoleLineSource {
    private let queue = DispatchQueue(label: "conbook.standard-input")

    /// Creates a source reading the standard input.
    public init() {}

    public func nextLine() async -> String? {
        await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: readLine(strippingNewline: true))
            }
        }
    }

    public func nextSecretLine() async -> String? {
        await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: Self.readLineWithoutEcho())
            }
        }
    }

    /// Reads a line with the terminal's echo turned off, and back on after (also when the input
    /// ends); a plain read when the standard input is no terminal.
    private nonisolated static func readLineWithoutEcho() -> String? {
        var original = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else {
            return readLine(strippingNewline: true)
        }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            print("")
        }
        return readLine(strippingNewline: true)
    }
}
