import Dispatch

/// Lines typed at (or piped into) the standard input, read off the main thread so that the
/// main actor keeps running while a person thinks.
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
}
