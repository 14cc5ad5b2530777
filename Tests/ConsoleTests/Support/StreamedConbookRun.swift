import ConbookPrograms
import Foundation
import Testing

/// The built `conbook` executable run as a child process that the test talks to while it runs:
/// its output is read as it comes (it writes unbuffered; here into a scratch file, read again on
/// each look), its standard input is a pipe the test writes lines to, then closes.
final class StreamedConbookRun {
    private let child: ChildProcess
    private let input = Pipe()
    private let scratch: URL

    /// Starts conbook with arguments, in the same environment as `ConbookExecutable.run`.
    init(_ arguments: [String]) throws {
        scratch = FileManager.default.temporaryDirectory.appending(path: "conbook-streamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in ["stdout", "stderr"] {
            _ = FileManager.default.createFile(atPath: scratch.appending(path: name).path, contents: nil)
        }
        child = ChildProcess(
            executable: try ConbookExecutable().url, arguments: arguments,
            environment: ConbookExecutable.environment(home: scratch.appending(path: "home"), [:]),
            standardInput: input.fileHandleForReading,
            standardOutput: try FileHandle(forWritingTo: scratch.appending(path: "stdout")),
            standardError: try FileHandle(forWritingTo: scratch.appending(path: "stderr")))
        try child.start()
    }

    deinit {
        child.send(signal: SIGKILL)
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Everything it printed on its standard output so far.
    var output: String { read("stdout") }

    /// Everything it printed on its standard error so far.
    var errors: String { read("stderr") }

    /// Waits for a whole line of output that `test` accepts (looking every 50 ms, up to `limit`)
    /// and gives it; fails the test with what was printed when none came. The limit is generous:
    /// the wait ends as soon as the line comes, and on a loaded 2-core CI machine running the
    /// whole suite a login has taken over 90 s.
    func line(where test: (String) -> Bool, within limit: Duration = .seconds(240)) async throws -> String {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            if let line = lines.first(where: { test(String($0)) }) { return String(line) }
            guard child.isRunning else { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("No such line came. Output:\n\(output)\nErrors:\n\(errors)")
        throw StreamedRunError.noSuchLine
    }

    /// Writes a line to its standard input.
    func write(line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Closes its standard input and waits for its end (up to `limit`): how it ended.
    func finish(within limit: Duration = .seconds(240)) -> ChildProcess.Ending {
        try? input.fileHandleForWriting.close()
        return child.waitForEnd(timeLimit: limit)
    }

    private func read(_ name: String) -> String {
        String(decoding: (try? Data(contentsOf: scratch.appending(path: name))) ?? Data(), as: UTF8.self)
    }
}

enum StreamedRunError: Error {
    case noSuchLine
}
