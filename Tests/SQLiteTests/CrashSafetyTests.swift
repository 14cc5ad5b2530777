import ConbookCore
import ConbookPrograms
import ConbookSQLite
import ConbookServerTestSupport
import ConbookTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("SQLite store under SIGKILL")
@MainActor
struct CrashSafetyTests {
    private static let kills = 120

    @Test(
        "Given a child saving versions A and B of every kind, of the favourites and hidden items and of the picture files in turn, whole and as updates, when it is killed at random moments, then the database holds exactly A or B and every picture file is whole"
    )
    func killedWritersLeaveWholeVersions() throws {
        let child = try CrashChildExecutable()
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "crash.sqlite")
            let log = directory.appending(path: "child.log")
            _ = try run(child, ["seed", file.path])  // start from version A, so that every check below is strict
            #expect(try held(child, file) == "A")
            var generator = SeededGenerator(seed: 2026)
            var totalSaves = 0
            var killsDuringSaving = 0
            for round in 0..<Self.kills {
                // Each run first says which version the last kill left, then saves until killed.
                let (version, saves) = try runAndKill(
                    child, ["save", file.path, "\(round)"], log: log,
                    afterMilliseconds: Int.random(in: 0...40, using: &generator))
                #expect(version == "A" || version == "B", "before round \(round): \(version)")
                totalSaves += saves
                if saves > 0 { killsDuringSaving += 1 }
            }
            let last = try held(child, file)
            #expect(last == "A" || last == "B", "after the last round: \(last)")
            print("crash test: \(Self.kills) kills, \(killsDuringSaving) after at least one save, \(totalSaves) saves in all")
            #expect(killsDuringSaving == Self.kills, "every kill should land after the child began saving")
        }
    }

    /// Which version the database holds, as the child (which knows both) tells: `A`, `B` or why neither.
    private func held(_ child: CrashChildExecutable, _ file: URL) throws -> String {
        try run(child, ["check", file.path])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs the child to its end and returns its standard output.
    private func run(_ child: CrashChildExecutable, _ arguments: [String]) throws -> String {
        let run = try CapturedRun.running(child.url, arguments, timeLimit: .seconds(120))
        try #require(run.ending.succeeded, "\(CrashChildExecutable.name) \(arguments) failed: \(run.errors)")
        return run.output
    }

    /// Starts the child, waits until it has saved at least once (so that the kill lands among
    /// saves however slowly the machine starts processes), SIGKILLs it after a further delay,
    /// and returns the version it found before saving and how many saves it reported.
    private func runAndKill(
        _ child: CrashChildExecutable, _ arguments: [String], log: URL, afterMilliseconds delay: Int
    ) throws -> (held: String, saves: Int) {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        let process = ChildProcess(executable: child.url, arguments: arguments, standardOutput: output)
        try process.start()
        let deadline = ContinuousClock.now.advanced(by: .seconds(20))
        while ContinuousClock.now < deadline, process.isRunning,
            !String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self).contains("saved ")
        {
            usleep(1000)
        }
        usleep(useconds_t(delay * 1000))
        process.send(signal: SIGKILL)
        let ending = process.waitForEnd(timeLimit: .seconds(60))
        let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        #expect(
            ending.bySignal,
            "the child ended by itself (status \(ending.status)): \(text.suffix(300))")
        let lines = text.split(separator: "\n")
        let held = lines.first { $0.hasPrefix("holds ") }.map { String($0.dropFirst("holds ".count)) } ?? "nothing said"
        return (held, lines.count { $0.hasPrefix("saved ") })
    }
}
