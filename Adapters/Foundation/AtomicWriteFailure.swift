/// Why an atomic write failed, in words.
struct AtomicWriteFailure: Error {
    /// The reason, e.g. `cannot create the temporary file …: Is a directory`.
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
