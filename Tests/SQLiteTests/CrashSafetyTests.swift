import ConbookCore
import ConbookSQLite
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
    private struct Versions: Decodable {
        var conventions: [StoredConvention]
        var favourites: [[Event.ID]]
    }

    private static let kills = 120

    @Test("Given a child saving versions A and B in turn, whole and as updates, when it is killed at random moments, then the database holds exactly A or B")
    func killedWritersLeaveWholeVersions() throws {
        let child = try CrashChildExecutable()
        let versions = try JSONDecoder().decode(Versions.self, from: try run(child, ["versions"]))
        try #require(versions.conventions.count == 2 && versions.favourites.count == 2)
        let favouriteSets = versions.favourites.map { Set($0) }
        try withTemporaryDirectory { directory in
            let file = directory.appending(path: "crash.sqlite")
            let log = directory.appending(path: "child.log")
            do {  // start from version A, so that every check below is strict
                let store = try ConbookDatabase(fileURL: file).store(for: "crash")
                try store.saveConvention(versions.conventions[0])
                try store.saveFavourites(favouriteSets[0])
            }
            var generator = SeededGenerator(seed: 2026)
            var totalSaves = 0
            var killsDuringSaving = 0
            for round in 0..<Self.kills {
                let saves = try runAndKill(
                    child, ["save", file.path, "\(round)"], log: log,
                    afterMilliseconds: Int.random(in: 0...40, using: &generator))
                totalSaves += saves
                if saves > 0 { killsDuringSaving += 1 }

                let store = try ConbookDatabase(fileURL: file).store(for: "crash")
                let loaded = try store.loadConvention()
                let favourites = try store.loadFavourites()
                #expect(
                    loaded == versions.conventions[0] || loaded == versions.conventions[1],
                    "round \(round): the convention is neither A nor B (\(loaded?.conventionIdentifier.rawValue ?? "nil"), \(loaded?.content.events.count ?? 0) events)")
                #expect(
                    favouriteSets.contains(favourites),
                    "round \(round): favourites \(favourites.map(\.rawValue).sorted()) are neither A's nor B's")
            }
            print("crash test: \(Self.kills) kills, \(killsDuringSaving) after at least one save, \(totalSaves) saves in all")
            #expect(killsDuringSaving == Self.kills, "every kill should land after the child began saving")
        }
    }

    /// Runs the child to its end and returns its standard output.
    private func run(_ child: CrashChildExecutable, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = child.url
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(CrashChildExecutable.name) \(arguments) failed")
        return output
    }

    /// Starts the child, waits until it has saved at least once (so that the kill lands among
    /// saves however slowly the machine starts processes), SIGKILLs it after a further delay,
    /// and returns how many saves it reported.
    private func runAndKill(
        _ child: CrashChildExecutable, _ arguments: [String], log: URL, afterMilliseconds delay: Int
    ) throws -> Int {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = child.url
        process.arguments = arguments
        process.standardOutput = output
        try process.run()
        let deadline = ContinuousClock.now.advanced(by: .seconds(20))
        while ContinuousClock.now < deadline, process.isRunning,
            !String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self).contains("saved ")
        {
            usleep(1000)
        }
        usleep(useconds_t(delay * 1000))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
        #expect(
            process.terminationReason == .uncaughtSignal,
            "the child ended by itself (status \(process.terminationStatus)): \(text.suffix(300))")
        return text.split(separator: "\n").count { $0.hasPrefix("saved ") }
    }
}
