import ArgumentParser
import ConbookCore
import ConbookModuleKit
import ConbookWeb
import Foundation

/// `conbook site DIR`: the convention's guide for everyone written as static files, for any web
/// host or CDN to serve; a later run writes only what changed.
struct SiteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site",
        abstract: "Write the convention's guide for everyone as static files, for any web host or CDN.",
        discussion: """
            Every public page (each at PATH/index.html), the pictures by content hash, the \\
            events' iCalendar files (at most 256), the style sheet, the picks script, a service \\
            worker and a web app manifest (so a phone that opened the guide once keeps it offline), \\
            and an index the script searches offline. Serve the folder at the root of a host. Run it \\
            again after a sync: only files whose bytes changed are written, and pages gone are \\
            removed. With a --source it syncs first. Worker processes write pages beside this one \\
            (--workers).

            Examples:
              conbook site ./guide
              conbook site /var/www/guide --source https://example.org/schedule.json
            """)

    @Argument(
        help: ArgumentHelp("The folder to write the guide in (new, empty, or a guide written before).", valueName: "folder"))
    var folder: String

    @OptionGroup var conventionOptions: ConventionOptions

    @Option(
        help: ArgumentHelp(
            "How many more processes write pages beside this one (default: one fewer than this machine's cores, at most 7).",
            valueName: "count"))
    var workers: Int?

    /// Set on a process `conbook site` starts to write some of the pages (`SiteWorker`).
    @Flag(help: .hidden)
    var worker = false

    func validate() throws {
        if let workers, !(0...Self.mostWorkers).contains(workers) {
            throw ValidationError(conventionOptions.texts(.siteWorkersOutOfRange, ["most": String(Self.mostWorkers)]))
        }
    }

    @MainActor
    func run() async throws {
        let texts = conventionOptions.texts
        try await ConventionTask.runNamed(conventionOptions, forEveryone: true) { name, conbook in
            let url = URL(fileURLWithPath: folder)
            if !worker, conbook.hasContent, conventionOptions.source != nil,
                case .failure(let error) = await conbook.refreshConvention.refresh()
            {
                ConventionTask.printError(texts(.downloadFailed, ["error": "\(error)"]))
            }
            // No installation facts: where the store is kept is not the visitors' business (and
            // its size would change every page of About at each run).
            let site = WebGuideSite(guide: WebGuide(conbook: conbook))
            if worker {
                let status = await SiteWorker.run(site: site, folder: url)
                if status != 0 { throw ExitCode(status) }
                return
            }
            do {
                let writer = BackgroundSiteWriter(try StaticSiteWriter(folder: url))
                let pool = SiteWorkerPool(
                    (0..<(workers ?? Self.defaultWorkers)).compactMap { _ in
                        SiteWorkerProcess(arguments: workerArguments(convention: name), writer: writer)
                    })
                let pages = try await site.write(partner: pool) { file in try writer.write(file) }
                for failure in await pool.finish() {
                    ConventionTask.printError(texts(.siteWorkerStopped, ["reason": failure]))
                }
                let report = try writer.finish()
                ServeCommand.say(
                    texts(
                        .siteWritten,
                        [
                            "folder": url.path, "pages": String(pages), "written": String(report.written),
                            "unchanged": String(report.unchanged), "removed": String(report.removed),
                        ]))
            } catch StaticSiteWriter.Refusal.notACopy {
                throw LaunchError(texts(.siteNotEmpty, ["folder": url.path]))
            } catch StaticSiteWriter.Refusal.cannotWrite(let path, let reason) {
                throw LaunchError(texts(.siteCannotWrite, ["path": path, "reason": reason]))
            }
        }
    }

    /// The most workers `--workers` takes.
    private static let mostWorkers = 64

    /// One fewer than the machine's cores (this process writes pages too), at most 7.
    private static var defaultWorkers: Int {
        min(max(ProcessInfo.processInfo.activeProcessorCount - 1, 0), 7)
    }

    /// A worker's command line: the same convention, store, language and clock, no source (this
    /// process synced it).
    private func workerArguments(convention: String) -> [String] {
        var arguments = ["site", folder, "--worker", "--convention", convention]
        if let store = conventionOptions.storeOption.store { arguments += ["--store", store] }
        if let language = conventionOptions.languageOption.language { arguments += ["--language", language.rawValue] }
        if let now = conventionOptions.now { arguments += ["--now", now] }
        return arguments
    }
}
