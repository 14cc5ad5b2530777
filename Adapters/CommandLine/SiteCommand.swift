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
            Every public page (each at PATH/index.html), the pictures by content hash, one \\
            iCalendar file per event, the style sheet, the picks script, a service worker and a \\
            web app manifest (so a phone that opened the guide once keeps it offline), and an index \\
            the script searches offline. Serve the folder at the root of a host. Run it again after \\
            a sync: only files whose bytes changed are written, and pages gone are removed. With a \\
            --source it syncs first.

            Examples:
              conbook site ./guide
              conbook site /var/www/guide --source https://example.org/schedule.json
            """)

    @Argument(
        help: ArgumentHelp("The folder to write the guide in (new, empty, or a guide written before).", valueName: "folder"))
    var folder: String

    @OptionGroup var conventionOptions: ConventionOptions

    @MainActor
    func run() async throws {
        let texts = conventionOptions.texts
        try await ConventionTask.runWithLibrary(conventionOptions, forEveryone: true) { conbook, _ in
            if conbook.hasContent, conventionOptions.source != nil,
                case .failure(let error) = await conbook.refreshConvention.refresh()
            {
                ConventionTask.printError(texts(.downloadFailed, ["error": "\(error)"]))
            }
            // No installation facts: where the store is kept is not the visitors' business (and
            // its size would change every page of About at each run).
            let guide = WebGuide(conbook: conbook)
            let url = URL(fileURLWithPath: folder)
            do {
                let writer = BackgroundSiteWriter(try StaticSiteWriter(folder: url))
                let pages = try await WebGuideSite(guide: guide).write { file in try writer.write(file) }
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
}
