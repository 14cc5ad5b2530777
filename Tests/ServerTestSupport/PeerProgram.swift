public import Foundation

/// A program written by others that the tests check Conbook's output with (an independent
/// parser, a calendar app), run as a child process. `.ci/test-peers` installs them.
public struct PeerProgram: Sendable {
    /// What one run printed and how it ended.
    public struct Run: Sendable {
        public var output: String
        public var errors: String
        public var status: Int32
    }

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

    /// Runs the program with arguments, in an environment with these additions.
    public func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        // Files, not pipes: a program that leaves a daemon behind (tmux) would keep a pipe open.
        let scratch = FileManager.default.temporaryDirectory.appending(path: "peer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputFile = scratch.appending(path: "stdout")
        let errorsFile = scratch.appending(path: "stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorsFile)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let outputData = (try? Data(contentsOf: outputFile)) ?? Data()
        let errorData = (try? Data(contentsOf: errorsFile)) ?? Data()
        return Run(
            output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self),
            status: process.terminationStatus)
    }
}
