import Foundation

/// The fuzz seeds in `Tests/Fuzz/Seeds/`, which the readers' tests decode too: a seed that no
/// longer reads would only exercise the error paths.
enum FuzzSeeds {
    /// The seeds of a target (`Tests/Fuzz/Seeds/<target>`), each file's name and bytes, by name.
    static func of(_ target: String) throws -> [(name: String, data: Data)] {
        let folder = ScheduleFixtures.directory
            .deletingLastPathComponent()  // schedules
            .deletingLastPathComponent()  // Fixtures
            .appendingPathComponent("Fuzz/Seeds/\(target)", isDirectory: true)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
            (name, try Data(contentsOf: folder.appendingPathComponent(name)))
        }
    }
}
