public import ConbookCore

/// Installation facts a test chooses: a version, a data location and size, credits.
public struct StubInstallationFacts: InstallationFacts {
    public var version: String
    public var dataLocation: String?
    /// The size `dataSizeInBytes()` answers; nil when it cannot be measured.
    public var dataSize: Int?
    public var credits: [String]

    /// Creates the facts.
    public init(
        version: String = "9.9.9", dataLocation: String? = "/data/conbook", dataSize: Int? = 4_200_000,
        credits: [String] = ["Schedule data: Eurofurence (demo)."]
    ) {
        self.version = version
        self.dataLocation = dataLocation
        self.dataSize = dataSize
        self.credits = credits
    }

    public func dataSizeInBytes() -> Int? {
        dataSize
    }
}
