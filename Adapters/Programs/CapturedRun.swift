public import Foundation

/// What a child process printed and how it ended.
public struct CapturedRun: Sendable {
    /// Its standard output, as UTF-8 (invalid bytes replaced).
    public var output: String
    /// Its standard error, as UTF-8 (invalid bytes replaced).
    public var errors: String
    /// How it ended.
    public var ending: ChildProcess.Ending

    /// Its exit status (or the signal's number).
    public var status: Int32 { ending.status }

    /// Runs a program to its end (or until `stoppingAfter`, then SIGTERM), its standard input
    /// `input` (nothing when nil), its output and errors collected in scratch files (not pipes:
    /// a program that leaves a daemon behind, such as tmux, would keep a pipe open).
    /// - Throws: when the scratch files cannot be made or the program cannot be started.
    public static func running(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, input: Data? = nil,
        stoppingAfter: Duration? = nil, timeLimit: Duration = .seconds(300)
    ) throws -> CapturedRun {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputFile = scratch.appending(path: "stdout")
        let errorsFile = scratch.appending(path: "stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
        var inputHandle: FileHandle?
        if let input {
            let inputFile = scratch.appending(path: "stdin")
            try input.write(to: inputFile)
            inputHandle = try FileHandle(forReadingFrom: inputFile)
        }
        let outputHandle = try FileHandle(forWritingTo: outputFile)
        let errorsHandle = try FileHandle(forWritingTo: errorsFile)
        defer {
            try? inputHandle?.close()
            try? outputHandle.close()
            try? errorsHandle.close()
        }
        let child = ChildProcess(
            executable: executable, arguments: arguments, environment: environment,
            standardInput: inputHandle, standardOutput: outputHandle, standardError: errorsHandle)
        try child.start()
        let ending =
            if let stoppingAfter {
                child.stop(after: stoppingAfter, timeLimit: timeLimit)
            } else {
                child.waitForEnd(timeLimit: timeLimit)
            }
        return CapturedRun(
            output: String(decoding: (try? Data(contentsOf: outputFile)) ?? Data(), as: UTF8.self),
            errors: String(decoding: (try? Data(contentsOf: errorsFile)) ?? Data(), as: UTF8.self),
            ending: ending)
    }
}
