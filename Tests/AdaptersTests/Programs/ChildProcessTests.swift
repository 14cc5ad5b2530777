import ConbookPrograms
import Foundation
import Testing

@Suite("Child processes: output, endings, time limits")
struct ChildProcessTests {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    @Test("Given a program that prints and fails, when run, then its output, errors and status are kept apart")
    func printsAndFails() throws {
        let run = try CapturedRun.running(shell, ["-c", "echo out; echo err >&2; exit 3"])
        #expect(run.output == "out\n")
        #expect(run.errors == "err\n")
        #expect(run.status == 3)
        #expect(!run.ending.succeeded && !run.ending.bySignal && !run.ending.outlivedTimeLimit)
    }

    @Test("Given an input, when the program reads it, then it gets it whole")
    func readsInput() throws {
        let run = try CapturedRun.running(shell, ["-c", "cat"], input: Data("line one\nline two\n".utf8))
        #expect(run.output == "line one\nline two\n")
        #expect(run.ending.succeeded)
    }

    @Test("Given a program that outlives its time limit, when waited for, then it is stopped and says so")
    func outlivesItsLimit() throws {
        let run = try CapturedRun.running(shell, ["-c", "echo started; exec sleep 60"], timeLimit: .milliseconds(300))
        #expect(run.output == "started\n")
        #expect(run.ending.outlivedTimeLimit)
        #expect(run.ending.bySignal)
    }

    @Test("Given a program that ignores SIGTERM, when it outlives its limit, then it is killed")
    func ignoresTerm() throws {
        let run = try CapturedRun.running(
            shell, ["-c", "trap '' TERM; while :; do sleep 0.1; done"], timeLimit: .milliseconds(300))
        #expect(run.ending.outlivedTimeLimit)
        #expect(run.ending.bySignal)
        #expect(run.status == SIGKILL)
    }

    @Test("Given a program that runs until stopped, when stopped after a while, then it ends by SIGTERM, within its limit")
    func stoppedAfterAWhile() throws {
        // The test runner may block or ignore SIGTERM, and a child inherits both, so the child sets
        // the default itself.
        let script = """
            import signal, time
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM])
            print('up', flush=True)
            time.sleep(60)
            """
        let run = try CapturedRun.running(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script], stoppingAfter: .seconds(1), timeLimit: .seconds(30))
        #expect(run.output == "up\n")
        #expect(run.ending == ChildProcess.Ending(status: SIGTERM, bySignal: true, outlivedTimeLimit: false))
    }

    @Test("Given many children run at once from the test pool, when each is waited for, then every one is seen to end")
    func manyAtOnce() async throws {
        let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
            for index in 0..<40 {
                group.addTask { try CapturedRun.running(self.shell, ["-c", "exit \(index % 7)"]).status }
            }
            return try await group.reduce(into: [Int32]()) { $0.append($1) }
        }
        #expect(statuses.sorted() == (0..<40).map { Int32($0 % 7) }.sorted())
    }

    @Test("Given a program that does not exist, when run, then starting it throws")
    func missingProgram() {
        #expect(throws: (any Error).self) {
            try CapturedRun.running(URL(fileURLWithPath: "/nonexistent/program"), [])
        }
    }
}
