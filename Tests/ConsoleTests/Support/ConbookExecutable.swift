import ConbookPrograms
import Foundation
import Testing

/// The built `conbook` executable (or another of the package's, such as `conbook-fuzz`), run as a
/// child process, as a person or a script would run it.
struct ConbookExecutable {
    /// What one run printed and how it ended.
    typealias Run = CapturedRun

    let url: URL

    /// Finds the executable named so next to the test binary (both are built into the same
    /// directory).
    init(named name: String = "conbook") throws {
        let starts = [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appending(path: name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) {
                    url = candidate
                    return
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw ExecutableNotFound(searchedFrom: starts.map(\.path))
    }

    /// Runs conbook with arguments; its standard input is `input` (empty by default). With
    /// `stoppingAfter`, a run still going then is stopped (SIGTERM), e.g. `conbook watch`. A run
    /// over two minutes is stopped too, and its ending says so, rather than hang the tests.
    /// It speaks English whatever the machine's locale (`LANG=C.UTF-8`, no `LANGUAGE`, `LC_ALL`
    /// or `LC_MESSAGES`) unless `environment` or `--language` says otherwise.
    func run(
        _ arguments: [String], environment extra: [String: String] = [:], input: String? = nil,
        stoppingAfter limit: Duration? = nil
    ) throws -> Run {
        let home = FileManager.default.temporaryDirectory.appending(path: "conbook-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        return try CapturedRun.running(
            url, arguments, environment: Self.environment(home: home, extra), input: input.map { Data($0.utf8) },
            stoppingAfter: limit, timeLimit: .seconds(120))
    }

    /// The environment a run gets: this process's, with `CONBOOK_HOME` at `home`, colour not
    /// turned off, English (`LANG=C.UTF-8`, no `LANGUAGE`, `LC_ALL` or `LC_MESSAGES`), then `extra`.
    static func environment(home: URL, _ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["CONBOOK_HOME"] = home.path
        environment.removeValue(forKey: "NO_COLOR")
        for variable in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] {
            environment.removeValue(forKey: variable)
        }
        environment["LANG"] = "C.UTF-8"
        return environment.merging(extra) { $1 }
    }
}

struct ExecutableNotFound: Error, CustomStringConvertible {
    let searchedFrom: [String]
    var description: String { "No built conbook executable near \(searchedFrom.joined(separator: ", "))." }
}
