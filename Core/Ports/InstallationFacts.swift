/// Port: what the running installation knows of itself: its version, where it keeps data and how
/// much, and where the data it ships comes from. The composition root gives one (the console's
/// reads its data directory); a program that embeds the Core gives its own, or none.
public protocol InstallationFacts: Sendable {
    /// The version, e.g. `0.10.0`.
    var version: String { get }
    /// Where the data is kept, as the user would look for it (a directory), if anywhere.
    var dataLocation: String? { get }
    /// How many bytes the kept data takes now (database and pictures), when it can be measured.
    func dataSizeInBytes() -> Int?
    /// The sources of the data shipped and their licences, one line each.
    var credits: [String] { get }
}
