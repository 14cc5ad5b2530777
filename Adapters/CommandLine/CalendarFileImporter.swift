import ConbookCore
import ConbookICalendar
import ConbookModuleKit
import Foundation

/// Reads an iCalendar file and marks the events it names as favourites, for `conbook import`;
/// says what it matched and what it could not.
@MainActor
struct CalendarFileImporter {
    let conbook: Conbook

    /// The words of its report and errors.
    private var texts: TextCatalogue<CommandLineText> { conbook.commandLineTexts }

    /// Imports a file (`-` for the standard input) and returns the report's lines.
    /// - Throws: `LaunchError` when the file cannot be read, is not a calendar, or the
    ///   favourites cannot be saved (then none changed).
    func importFile(at path: String) throws -> [String] {
        let bytes: [UInt8]
        do {
            bytes = Array(
                path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw LaunchError(texts(.importCannotRead, ["path": path, "reason": error.localizedDescription]))
        }
        let entries: [CalendarFileEntry]
        do throws(ICalendarError) {
            entries = try ICalendarReader(defaultTimeZoneIdentifier: conbook.calendar.timeZoneIdentifier).entries(in: bytes)
        } catch {
            throw LaunchError(texts(.importNotACalendar, ["path": path, "error": "\(error)"]))
        }
        guard conbook.hasContent else { throw LaunchError(texts(.importNothingDownloaded)) }
        let report: CalendarImportReport
        do throws(StoreError) {
            report = try conbook.importFavourites.importFavourites(from: entries)
        } catch {
            throw LaunchError(texts(.importFailed, ["error": "\(error)"]))
        }
        return lines(of: report, from: path, entryCount: entries.count)
    }

    private func lines(of report: CalendarImportReport, from path: String, entryCount: Int) -> [String] {
        let count = String(entryCount)
        var lines = [
            path == "-"
                ? texts(.importReadStandardInput, ["count": count]) : texts(.importReadFile, ["count": count, "path": path])
        ]
        if report.marked.isEmpty {
            lines.append(texts(.importNoNewFavourites))
        } else {
            lines.append(texts(.importNewFavourites, ["count": String(report.marked.count)]))
            lines += report.marked.map(describe)
        }
        if !report.alreadyFavourites.isEmpty {
            lines.append(texts(.importAlreadyFavourites, ["count": String(report.alreadyFavourites.count)]))
            lines += report.alreadyFavourites.map(describe)
        }
        if !report.unmatched.isEmpty {
            lines.append(texts(.importNotFound, ["count": String(report.unmatched.count)]))
            lines += report.unmatched.map { "  \($0.shownName)" }
        }
        return lines
    }

    private func describe(_ event: ScheduledEvent) -> String {
        let calendar = conbook.calendar
        let day = calendar.formattedDate(calendar.calendarDate(containing: event.event.start))
        return "  \(day) \(calendar.formattedTime(event.event.start))  \(event.event.title)"
    }
}
