/// What `export` asks for: which events, and the file to write them to.
public struct ConsoleExportRequest: Hashable, Sendable {
    /// Every event (`export all FILE`), not only the favourites (`export FILE`).
    public var includesEveryEvent: Bool
    /// The file to write, as typed (relative to the working directory).
    public var path: String

    /// Creates a request.
    public init(includesEveryEvent: Bool, path: String) {
        self.includesEveryEvent = includesEveryEvent
        self.path = path
    }
}
