public import Foundation

/// Another program run as a child of this one, waited for with a time limit.
///
/// Foundation's `Process` can miss the end of a child that exits at once (seen with `tmux
/// new-session -d`: the child stays a zombie, `waitUntilExit()` and `terminationHandler` wait
/// forever). A child process learns of its end from `terminationHandler` or, failing that, by
/// asking the system whether the child has exited (`waitid` with `WNOWAIT`, which leaves reaping
/// to Foundation), and waits with a deadline: a child still running then is asked to stop
/// (SIGTERM), then killed.
public final class ChildProcess: @unchecked Sendable {
    /// How a child ended.
    public struct Ending: Sendable, Equatable {
        /// The exit status, or the signal's number when a signal ended it.
        public var status: Int32
        /// Whether a signal ended it (SIGKILL, SIGTERM, a crash).
        public var bySignal: Bool
        /// Whether it was stopped because it outlived its time limit.
        public var outlivedTimeLimit: Bool

        /// An ending: `status`, whether a signal ended it, whether it outlived its time limit.
        public init(status: Int32, bySignal: Bool, outlivedTimeLimit: Bool) {
            self.status = status
            self.bySignal = bySignal
            self.outlivedTimeLimit = outlivedTimeLimit
        }

        /// Whether it exited by itself with status 0.
        public var succeeded: Bool { status == 0 && !bySignal && !outlivedTimeLimit }
    }

    private let process = Process()
    private let ended = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var ending: Ending?
    private var stoppedForTime = false

    /// A child that runs `executable` with `arguments`, in `environment` (this process's when
    /// nil); its standard streams are these handles (nothing to read, output dropped when nil).
    public init(
        executable: URL, arguments: [String], environment: [String: String]? = nil,
        standardInput: FileHandle? = nil, standardOutput: FileHandle? = nil, standardError: FileHandle? = nil
    ) {
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = standardInput ?? FileHandle.nullDevice
        process.standardOutput = standardOutput ?? FileHandle.nullDevice
        process.standardError = standardError ?? FileHandle.nullDevice
    }

    /// Starts the child.
    /// - Throws: what `Process.run()` throws when the program cannot be started.
    public func start() throws {
        process.terminationHandler = { [weak self] finished in
            guard let self else { return }
            self.lock.withLock {
                self.ending = Ending(
                    status: finished.terminationStatus, bySignal: finished.terminationReason == .uncaughtSignal,
                    outlivedTimeLimit: self.stoppedForTime)
            }
            self.ended.signal()
        }
        try process.run()
    }

    /// Whether the child has not ended yet.
    public var isRunning: Bool { !hasEnded(within: 0) }

    /// Sends the child a signal (e.g. SIGTERM to ask it to stop, SIGKILL to end it at once).
    public func send(signal: Int32) {
        guard isRunning else { return }
        kill(process.processIdentifier, signal)
    }

    /// Waits for the child's end up to `timeLimit`; a child still running then gets SIGTERM, and
    /// SIGKILL five seconds later, and its ending says it outlived the limit.
    public func waitForEnd(timeLimit: Duration) -> Ending {
        if !hasEnded(within: timeLimit.seconds) {
            lock.withLock { stoppedForTime = true }
            send(signal: SIGTERM)
            if !hasEnded(within: 5) {
                send(signal: SIGKILL)
                _ = hasEnded(within: 60)
            }
        }
        return lock.withLock { ending ?? Ending(status: -1, bySignal: true, outlivedTimeLimit: true) }
    }

    /// Lets a child that runs until stopped (a watcher, a server) run for `duration`, then asks
    /// it to stop (SIGTERM) and waits for its end up to `timeLimit` as `waitForEnd` does.
    public func stop(after duration: Duration, timeLimit: Duration) -> Ending {
        if !hasEnded(within: duration.seconds) { send(signal: SIGTERM) }
        return waitForEnd(timeLimit: timeLimit)
    }

    /// Whether the child ends within `seconds`; once it has, every later call says so at once.
    private func hasEnded(within seconds: Double) -> Bool {
        let deadline = DispatchTime.now() + seconds
        repeat {
            if ended.wait(timeout: min(deadline, .now() + 0.02)) == .success {
                ended.signal()
                return true
            }
            if let exited = exitSeenBySystem() {
                lock.withLock {
                    if ending == nil { ending = exited }
                }
                ended.signal()
                return true
            }
        } while DispatchTime.now() < deadline
        return false
    }

    /// How the child ended, when the system holds it as exited but Foundation has not said so
    /// (it is left for Foundation to reap).
    private func exitSeenBySystem() -> Ending? {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(process.processIdentifier), &info, WEXITED | WNOHANG | WNOWAIT) == 0,
            info._sifields._sigchld.si_pid == process.processIdentifier
        else { return nil }
        return Ending(
            status: info._sifields._sigchld.si_status, bySignal: info.si_code != CLD_EXITED,
            outlivedTimeLimit: lock.withLock { stoppedForTime })
    }
}

extension Duration {
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
