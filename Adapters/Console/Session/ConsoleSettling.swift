public import ConbookCore

/// How a session waits, after a command, until what it started has finished: so that the
/// next render (and a script's transcript) shows the outcome, not a moment in between.
public enum ConsoleSettling {
    /// Waits until no sync runs, no request to the server's attendee services is under way, and
    /// the main actor's pending work has had its turn.
    ///
    /// Presenters start syncs and follow-ups as tasks on the main actor; yielding lets them
    /// begin, and `waitUntilIdle()` lets a sync that began finish, until a round starts nothing.
    public static func untilIdle(_ conbook: Conbook, rounds: Int = 20) -> @MainActor () async -> Void {
        { [conbook] in
            while true {
                for _ in 0..<rounds {
                    await Task.yield()
                }
                if conbook.login.isWaitingForTheServer {
                    try? await Task.sleep(for: .milliseconds(2))
                    continue
                }
                guard conbook.refreshConvention.isRefreshing else { return }
                await conbook.refreshConvention.waitUntilIdle()
                // Tasks that awaited the sync resume by way of the global executor: give them time to arrive.
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
    }
}
