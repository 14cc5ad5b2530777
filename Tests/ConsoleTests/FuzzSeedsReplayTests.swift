import ConbookPrograms
import Foundation
import Testing

/// The fuzz targets in a plain build: every seed, and every crash input fuzzing has found
/// (`Tests/Fuzz/Regressions/TARGET`), fed once to its parser, on every test run.
@Suite("Fuzz seeds and regressions, replayed")
struct FuzzSeedsReplayTests {
    private static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Fuzz")

    @Test(
        "Given every fuzz target, when its seeds and the crash inputs kept for it are replayed, then its parser returns for each")
    func replay() throws {
        let fuzz = try ConbookExecutable(named: "conbook-fuzz")
        let targets = try fuzz.run(["list"]).output.split(separator: "\n").map(String.init)
        // Every target has its seeds and every seed directory its target (no count to bump per target).
        let seeds = try FileManager.default.contentsOfDirectory(atPath: Self.fuzzDirectory.appending(path: "Seeds").path)
        #expect(targets.sorted() == seeds.filter { !$0.contains(".") }.sorted())
        for target in targets {
            var paths = [Self.fuzzDirectory.appending(path: "Seeds/\(target)").path]
            let regressions = Self.fuzzDirectory.appending(path: "Regressions/\(target)")
            if FileManager.default.fileExists(atPath: regressions.path) { paths.append(regressions.path) }
            let run = try fuzz.run(["replay", target] + paths)
            #expect(run.ending.succeeded, "\(target): \(run.errors)")
            #expect(run.output.hasPrefix("\(target): "), "\(target): \(run.output)")
        }
    }
}
