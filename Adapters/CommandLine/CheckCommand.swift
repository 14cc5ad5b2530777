import ArgumentParser
import ConbookCore
import ConbookDownloads
import ConbookEurofurence
import ConbookModuleKit
import ConbookScheduleExports
import ConbookTime
import Foundation

/// `conbook check SOURCE`: reads a source as a first sync would, without storing anything, and
/// says what it is and whether it would load: its format and version, the convention, the rule
/// its times were read by, its days and what it holds, and every entity it would skip, with place
/// and reason. Exits 0 when it would load, 1 when it would be refused (saying why). Organisers
/// check an export with it before they publish it.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Read a convention's source without storing it and say what it is and whether it would load: format, convention, time zone, days, events, rooms, people, and every entity skipped with its place and why.",
        discussion: """
            Exits 0 when the source would load (some entities may be skipped), 1 when it would be \
            refused, saying why. Nothing is stored.

            Examples:
              conbook check fosdem-2026-schedule.xml
              conbook check https://pretalx.example/conf/schedule/export/schedule.json
              conbook check programme.js --time-zone Europe/Dublin --people people.js
            """)

    @Argument(help: ArgumentHelp("The source: a file, or an http(s) URL, in any form --source takes.", valueName: "file-or-url"))
    var source: String

    /// `--time-zone` (the zone of local times the source does not place), `--source-kind` and
    /// `--people` (the people file beside the programme), shared with `conbook` (its other options
    /// have nothing to do here: nothing is stored).
    @OptionGroup var conventionOptions: ConventionOptions

    private var texts: TextCatalogue<CommandLineText> { conventionOptions.texts }
    private var timeZone: String? { conventionOptions.timeZone }
    private var sourceKind: ScheduleSourceKindChoice? { conventionOptions.sourceKind }

    func validate() throws {
        guard conventionOptions.source == nil, conventionOptions.convention == nil else {
            throw ValidationError(texts(.checkSourceTwice))
        }
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw ValidationError(texts(.timeZoneInvalid, ["zone": timeZone]))
        }
        _ = try ConventionSource(argument: source, kind: sourceKind?.forced, texts: texts)
    }

    @MainActor
    func run() async throws {
        let texts = self.texts
        let source = try ConventionSource(argument: source, kind: sourceKind?.forced, texts: texts)
        let people = try conventionOptions.people.map { try PeopleDocumentSource(argument: $0, texts: texts) }
        let report: CheckReport
        do throws(ConventionAPIError) {
            report = try await read(source, people: people)
        } catch {
            print(texts(.checkRefused, ["reason": ErrorWording.text(of: error, in: ModuleTexts.catalogue(for: texts.language))]))
            throw ExitCode(1)
        }
        let moduleTexts = ModuleTexts.catalogue(for: texts.language)
        print(report.lines(texts: texts, moduleTexts: moduleTexts).joined(separator: "\n"))
        do throws(SyncError) {
            let checked = try report.response.checkedAsFirstSync()
            print(CheckReport.lines(of: checked, texts: texts, moduleTexts: moduleTexts).joined(separator: "\n"))
        } catch {
            print(texts(.checkRefused, ["reason": ErrorWording.text(of: error, in: moduleTexts)]))
            throw ExitCode(1)
        }
    }

    /// The source read: a schedule export through `ScheduleExportCheck`, a Eurofurence API's
    /// full sync through its adapter.
    @MainActor
    private func read(
        _ source: ConventionSource, people: PeopleDocumentSource?
    ) async throws(ConventionAPIError) -> CheckReport {
        var reading = ScheduleReading(now: SystemClock().now, fallbackTimeZoneIdentifier: timeZone)
        reading.peopleDocument = try await people?.document(maximumBytes: reading.maximumDocumentBytes)
        switch source {
        case .demo:
            throw .unreachable("no source was named")
        case .file(_, .eurofurenceAPI?), .remote(_, .eurofurenceAPI?):
            let response = try await source.makeAPI(clock: SystemClock()).fetchChanges(since: nil)
            return CheckReport(format: ScheduleSourceKind.eurofurenceAPI.formatName, response: response, zoneRule: nil)
        case .file(let url, let kind):
            let data = try SourceFileReader(maximumBytes: reading.maximumDocumentBytes).read(url)
            return CheckReport(try ScheduleExportCheck(reading: data, with: reading, as: kind))
        case .remote(let url, let kind):
            let data = try await ScheduleExportURLAPI(url: url, kind: kind).document()
            return CheckReport(try ScheduleExportCheck(reading: data, with: reading, as: kind))
        }
    }
}
