import Foundation
import Testing

/// The built `conbook` executable, run as a child process, as a person or a script would run it.
struct ConbookExecutable {
    /// What one run printed and how it ended.
    struct Run {
        var output: String
        var errors: String
        var status: Int32
    }

    let url: URL

    /// Finds `conbook` next to the test binary (both are built into the same directory).
    init() throws {
        let starts = [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL]
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appending(path: "conbook")
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
    /// `stoppingAfter`, a run still going then is stopped (SIGTERM), e.g. `conbook watch`.
    func run(
        _ arguments: [String], environment extra: [String: String] = [:], input: String? = nil,
        stoppingAfter limit: Duration? = nil
    ) throws -> Run {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "conbook-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appending(path: "stdout")
        let errorsURL = scratch.appending(path: "stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)

        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["CONBOOK_HOME"] = scratch.appending(path: "home").path
        environment.removeValue(forKey: "NO_COLOR")
        process.environment = environment.merging(extra) { $1 }
        if let input {
            let inputURL = scratch.appending(path: "stdin")
            try input.write(to: inputURL, atomically: true, encoding: .utf8)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
        if let limit {
            Thread.sleep(forTimeInterval: Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18)
            if process.isRunning { process.terminate() }
        }
        process.waitUntilExit()
        return Run(
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorsURL, encoding: .utf8),
            status: process.terminationStatus)
    }
}

struct ExecutableNotFound: Error, CustomStringConvertible {
    let searchedFrom: [String]
    var description: String { "No built conbook executable near \(searchedFrom.joined(separator: ", "))." }
}
