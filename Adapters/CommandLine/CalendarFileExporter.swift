import ConbookConsole
import ConbookCore
import ConbookICalendar
import Foundation

/// Writes a selection of the convention's events as an iCalendar file, for `conbook export` and
/// the session's `export`.
@MainActor
struct CalendarFileExporter {
    let conbook: Conbook

    /// The iCalendar text of a selection and how many events it holds.
    /// - Throws: `LaunchError` before the first download, or when the store cannot be read.
    func text(of selection: CalendarSelection) throws -> (text: String, count: Int) {
        let export: CalendarExport?
        do throws(StoreError) {
            export = try conbook.exportCalendar.export(selection)
        } catch {
            throw LaunchError("Nothing was exported: \(error)")
        }
        guard let export else { throw LaunchError("Nothing was exported: no convention is downloaded yet.") }
        return (ICalendarWriter().text(of: export), export.entries.count)
    }

    /// Writes a selection to a file in one step (a file that was there is replaced whole, or kept
    /// as it was when writing fails) and says what it wrote.
    func write(_ selection: CalendarSelection, to path: String) throws -> String {
        let (text, count) = try text(of: selection)
        let url = URL(fileURLWithPath: path)
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw LaunchError("Could not write “\(path)”: \(error.localizedDescription)")
        }
        return "Exported \(Self.events(count)) to \(path)."
    }

    /// The events a console `export` asks for; the Schedule's filters by the names it shows.
    /// - Throws: `LaunchError` when a track or room shown is no longer in the schedule.
    func selection(_ selection: ConsoleExportRequest.Selection) throws -> CalendarSelection {
        switch selection {
        case .favourites: return .favourites
        case .all: return .all
        case .scheduleFilter(let shown):
            var filter = ScheduleFilter(favouritesOnly: shown.favouritesOnly, language: shown.language)
            if let name = shown.trackName {
                guard let track = conbook.browseSchedule.tracks().first(where: { $0.name == name }) else {
                    throw LaunchError("Nothing was exported: the track “\(name)” is no longer in the schedule.")
                }
                filter.track = track.id
            }
            if let name = shown.roomName {
                guard let room = conbook.browseSchedule.rooms().first(where: { $0.name == name }) else {
                    throw LaunchError("Nothing was exported: the room “\(name)” is no longer in the schedule.")
                }
                filter.room = room.id
            }
            return .filtered(filter)
        }
    }

    /// `1 event`, `3 events`.
    static func events(_ count: Int) -> String {
        count == 1 ? "1 event" : "\(count) events"
    }
}
