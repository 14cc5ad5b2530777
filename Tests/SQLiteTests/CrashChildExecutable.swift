import Foundation

/// The built `conbook-store-crash-child`, found next to the test binary (both are built into the
/// same directory by `swift build --build-tests`).
struct CrashChildExecutable {
    static let name = "conbook-store-crash-child"
    let url: URL

    /// Finds the executable by searching upward from the test binary's directory.
    init() throws {
        let starts = [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<5 {
                let candidate = directory.appending(path: Self.name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) {
                    url = candidate
                    return
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw CrashChildNotFound(searchedFrom: starts.map(\.path))
    }
}

/// The child program was not built: the crash test cannot run, and says so.
struct CrashChildNotFound: Error, CustomStringConvertible {
    let searchedFrom: [String]
    var description: String {
        "No built \(CrashChildExecutable.name) near \(searchedFrom.joined(separator: ", ")); "
            + "build it with `swift build --build-tests` (it builds every executable product) before `swift test --skip-build`."
    }
}
