/// Why the loopback server could not start or make a URL.
public enum LoopbackServerError: Error {
    /// A socket call failed with an errno.
    case system(String, Int32)
    /// The path does not make a URL.
    case badPath(String)
}
