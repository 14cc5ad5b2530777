import Glibc

/// The process's standard output and standard error, written unbuffered so that both
/// streams interleave in the order things happened.
@MainActor
public final class StandardConsoleOutput: ConsoleOutput {
    /// Creates the output.
    public init() {}

    public func writeOutput(_ text: String) {
        Self.write(text, to: STDOUT_FILENO)
    }

    public func writeError(_ text: String) {
        Self.write(text, to: STDERR_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
