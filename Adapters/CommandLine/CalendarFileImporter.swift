import ConbookCore
import ConbookICalendar
import Foundation

/// Reads an iCalendar file and marks the events it names as favourites, for `conbook import`;
/// says what it matched and what it could not.
@MainActor
struct CalendarFileImporter {
    let conbook: Conbook

    /// Imports a file (`-` for the standard input) and returns the report's lines.
    /// - Throws: `LaunchError` when the file cannot be read, is not a calendar, or the
    ///   favourites cannot be saved (then none changed).
    func importFile(at path: String) throws -> [String] {
        let bytes: [UInt8]
        do {
            bytes = Array(path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw LaunchError("Could not read “\(path)”: \(error.localizedDescription)")
        }
        let entries: [CalendarFileEntry]
        do throws(ICalendarError) {
            entries = try ICalendarReader(defaultTimeZoneIdentifier: conbook.calendar.timeZoneIdentifier).entries(in: bytes)
        } catch {
            throw LaunchError("“\(path)” was not imported: \(error).")
        }
        guard conbook.hasContent else { throw LaunchError("Nothing was imported: no convention is downloaded yet.") }
        let report: CalendarImportReport
        do throws(StoreError) {
            report = try conbook.importFavourites.importFavourites(from: entries)
        } catch {
            throw LaunchError("Nothing was imported (no favourite changed): \(error)")
        }
        return lines(of: report, from: path, entryCount: entries.count)
    }

    private func lines(of report: CalendarImportReport, from path: String, entryCount: Int) -> [String] {
        var lines = ["Read \(CalendarFileExporter.events(entryCount)) from \(path == "-" ? "the standard input" : path)."]
        if report.marked.isEmpty {
            lines.append("No new favourites.")
        } else {
            lines.append("New favourites (\(report.marked.count)):")
            lines += report.marked.map(describe)
        }
        if !report.alreadyFavourites.isEmpty {
            lines.append("Already favourites (\(report.alreadyFavourites.count)):")
            lines += report.alreadyFavourites.map(describe)
        }
        if !report.unmatched.isEmpty {
            lines.append("Not found in this convention (\(report.unmatched.count)):")
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
