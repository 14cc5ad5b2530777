public import ConbookPrograms
public import Foundation

/// A program written by others that the tests check Conbook's output with (an independent
/// parser, a calendar app), run as a child process. `.ci/test-peers` installs them.
public struct PeerProgram: Sendable {
    /// What one run printed and how it ended.
    public typealias Run = CapturedRun

    /// Why a peer could not be run.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// `Tests/Peers/`, where the tests' peer scripts are.
    public static let scripts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Peers")

    let executable: String

    /// A program found on `PATH` by name.
    public init(_ name: String) throws(Missing) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                executable = candidate
                return
            }
        }
        throw Missing(description: "\(name) is not installed; run .ci/test-peers (it installs the tests' peer programs)")
    }

    /// Runs the program with arguments, in an environment with these additions; a run over
    /// two minutes is stopped (its ending says so) rather than left to hang the tests.
    public func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Run {
        try CapturedRun.running(
            URL(fileURLWithPath: executable), arguments,
            environment: ProcessInfo.processInfo.environment.merging(extra) { $1 }, timeLimit: .seconds(120))
    }
}
