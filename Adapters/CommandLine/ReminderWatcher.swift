import ConbookCore
import ConbookModuleKit
import Foundation

/// What `conbook watch` does: syncs on an interval (backing off after failures), and gives each
/// reminder as it falls due, once.
///
/// It wakes at least once a minute and asks the Core what is due by the clock, so a machine that
/// slept, or a clock that jumped, gives what fell due meanwhile (if the event has not started).
/// Each reminder is recorded as given before it is printed: after a crash one may be lost, never
/// given twice.
@MainActor
struct ReminderWatcher {
    let conbook: Conbook
    /// Time between syncs when they succeed; nil: never sync.
    let syncInterval: Duration?
    let notifier: DesktopNotifier
    /// Writes a line at once (not buffered: someone is watching).
    let write: (String) -> Void

    /// The words of its lines: the Core's language.
    private var texts: TextCatalogue<CommandLineText> { conbook.commandLineTexts }

    /// The longest sleep, so that a clock that jumped or a machine that slept is noticed soon.
    static let longestSleep: Duration = .seconds(60)
    /// The first wait after a failed sync; each failure in a row doubles it, up to four intervals.
    static let firstRetry: Duration = .seconds(60)

    /// Watches until the task is cancelled (or the process is stopped).
    func run() async {
        var nextSync = ContinuousClock.now
        var failures = 0
        while !Task.isCancelled {
            if let syncInterval, ContinuousClock.now >= nextSync {
                let succeeded = await sync()
                failures = succeeded ? 0 : failures + 1
                let wait = succeeded ? syncInterval : retryDelay(afterFailures: failures, interval: syncInterval)
                if !succeeded { write(texts(.nextTry, ["wait": shown(wait)])) }
                nextSync = ContinuousClock.now.advanced(by: wait)
            }
            giveDueReminders()
            var sleep = Self.longestSleep
            if let nextDue = try? conbook.reminders.nextDue() {
                sleep = min(sleep, max(.zero, conbook.clock.now.duration(to: nextDue)))
            }
            if syncInterval != nil {
                sleep = min(sleep, max(.zero, ContinuousClock.now.duration(to: nextSync)))
            }
            try? await Task.sleep(for: max(sleep, .milliseconds(200)))
        }
    }

    /// One pass: a sync (when syncing), then the reminders due now.
    func runOnce() async {
        if syncInterval != nil { _ = await sync() }
        giveDueReminders()
    }

    private func sync() async -> Bool {
        if case .failure(let error) = await conbook.refreshConvention.refresh() {
            write(texts(.syncFailed, ["error": "\(error)"]))
            return false
        }
        return true
    }

    private func giveDueReminders() {
        let due: [Reminder]
        do throws(StoreError) {
            due = try conbook.reminders.due()
        } catch {
            write(texts(.remindersUnreadable, ["error": "\(error)"]))
            return
        }
        guard !due.isEmpty else { return }
        do throws(StoreError) {
            try conbook.reminders.markGiven(due)
        } catch {
            write(texts(.remindersNotRecorded, ["error": "\(error)"]))
        }
        let wording = ReminderWording(conbook: conbook)
        for reminder in due {
            let line = wording.givenLine(reminder)
            write("\(wording.dateAndTime(conbook.clock.now))  \(line)")
            notifier.notify(title: reminder.event.event.title, body: line)
        }
    }

    private func retryDelay(afterFailures failures: Int, interval: Duration) -> Duration {
        let doubled = Self.firstRetry * (1 << min(failures - 1, 20))
        return min(doubled, interval * 4)
    }

    /// `1 minute`, `15 minutes`, `30 seconds`.
    private func shown(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        return seconds < 60 ? texts(.secondCount, ["count": String(seconds)]) : texts.minutes(seconds / 60)
    }
}
