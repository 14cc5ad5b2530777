import ArgumentParser
import ConbookCore
import ConbookModuleKit
import Foundation

/// `conbook watch`: stays running, syncs now and then, and gives each reminder as it falls due.
struct WatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract:
            "Stay running: sync on an interval and print each favourite's reminder when it falls due (also as a desktop notification, where notify-send and a desktop exist).",
        discussion: """
            It follows every stored convention at once (each with its own lead time and sync \
            interval; a reminder names its convention when there are several); --convention \
            narrows it to one. --sync-every and --remind-before are kept for the conventions \
            followed, as Settings keeps them (`sync N`, `reminder N`). No \
            reminder is given twice, also after a restart (those given are kept with your \
            favourites). After the machine slept, reminders that fell due meanwhile are given if \
            their events have not started. A failed sync is retried after 1 minute, then after \
            twice as long each time, up to four intervals. Stop it with Ctrl-C.

            Examples:
              conbook watch
              conbook watch --convention fosdem26 --sync-every 5 --remind-before 10
              conbook watch --once --now 2022-08-25T11:50:00+02:00
            """)

    @Option(
        name: .customLong("sync-every"), parsing: .unconditional,
        help: ArgumentHelp(
            "Minutes between syncs (1 to 1440), kept from now on (default 15, or what Settings keeps).",
            valueName: "minutes"))
    var syncMinutes: Int?

    @Flag(name: .customLong("no-sync"), help: "Never sync; only give the reminders of what is stored.")
    var noSync = false

    @Flag(help: "Sync once, give the reminders due now, and end (for scripts and cron).")
    var once = false

    @OptionGroup var leadTime: LeadTimeOption
    @OptionGroup var conventionOptions: ConventionOptions

    func validate() throws {
        try leadTime.check(texts: conventionOptions.texts)
        if let syncMinutes, !UserSettings.syncIntervalMinutesRange.contains(syncMinutes) {
            throw ValidationError(conventionOptions.texts(.syncIntervalOutOfRange, ["minutes": String(syncMinutes)]))
        }
    }

    /// Keeps the interval given, if any, for a convention followed.
    @MainActor
    private func keepSyncInterval(for conbook: Conbook) throws {
        guard let syncMinutes else { return }
        do throws(SettingsError) {
            try conbook.changeSettings.setSyncInterval(minutes: syncMinutes)
        } catch {
            throw LaunchError(conbook.commandLineTexts(.syncIntervalNotChanged, ["error": "\(error)"]))
        }
    }

    @MainActor
    func run() async throws {
        try await ConventionTask.runEvery(conventionOptions) { cores in
            let environment = ProcessInfo.processInfo.environment
            var watchers: [ReminderWatcher] = []
            for (name, conbook) in cores {
                try leadTime.apply(to: conbook)
                try keepSyncInterval(for: conbook)
                let prefix = cores.count == 1 ? "" : "\(name): "
                let minutes = conbook.changeSettings.settings().syncIntervalMinutes
                watchers.append(
                    ReminderWatcher(
                        conbook: conbook, syncInterval: noSync ? nil : .seconds(minutes * 60),
                        notifier: DesktopNotifier(environment: environment),
                        write: { FileHandle.standardOutput.write(Data((prefix + $0 + "\n").utf8)) }))
            }
            if once {
                for watcher in watchers { await watcher.runOnce() }
                return
            }
            for (name, conbook) in cores {
                let texts = conbook.commandLineTexts
                let lead = texts.minutes(Int(conbook.reminders.leadTime.components.seconds / 60))
                let heading =
                    noSync
                    ? texts(.watchingWithoutSync, ["lead": lead])
                    : texts(
                        .watching,
                        ["lead": lead, "interval": texts.minutes(conbook.changeSettings.settings().syncIntervalMinutes)])
                let prefix = cores.count == 1 ? "" : "\(name): "
                FileHandle.standardOutput.write(Data((prefix + heading + "\n").utf8))
            }
            // One watcher per convention, side by side on the main actor, until the process stops.
            let tasks = watchers.map { watcher in Task { @MainActor in await watcher.run() } }
            await withTaskCancellationHandler {
                for task in tasks { await task.value }
            } onCancel: {
                for task in tasks { task.cancel() }
            }
        }
    }
}
