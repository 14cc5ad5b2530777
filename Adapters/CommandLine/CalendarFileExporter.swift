import ConbookConsole
import ConbookCore
import ConbookFiles
import ConbookICalendar
import ConbookModuleKit
import Foundation

/// Writes a selection of the convention's events as an iCalendar file, for `conbook export` and
/// the session's `export`.
@MainActor
struct CalendarFileExporter {
    let conbook: Conbook

    /// The words of its reports and errors, and of the hosts in the file.
    private var texts: TextCatalogue<CommandLineText> { conbook.commandLineTexts }

    /// The iCalendar text of a selection and how many events it holds.
    /// - Throws: `LaunchError` before the first download, or when the store cannot be read.
    func text(of selection: CalendarSelection) throws -> (text: String, count: Int) {
        let export: CalendarExport?
        do throws(StoreError) {
            export = try conbook.exportCalendar.export(selection)
        } catch {
            throw LaunchError(texts(.exportFailed, ["error": "\(error)"]))
        }
        guard let export else { throw LaunchError(texts(.exportNothingDownloaded)) }
        return (ICalendarWriter(hostsLabel: texts(.calendarHostsLabel)).text(of: export), export.entries.count)
    }

    /// Writes a selection to a file in one step (a file that was there is replaced whole, or kept
    /// as it was when writing fails) and says what it wrote.
    func write(_ selection: CalendarSelection, to path: String) throws -> String {
        let (text, count) = try text(of: selection)
        let url = URL(fileURLWithPath: path)
        do throws(WholeFile.Failure) {
            try WholeFile.write(Array(text.utf8), to: url)
        } catch {
            throw LaunchError(texts(.exportCannotWrite, ["path": path, "reason": error.reason]))
        }
        return texts(.exported, ["count": String(count), "path": path])
    }

    /// The events a console `export` asks for; the Schedule's filters by the names it shows.
    /// - Throws: `LaunchError` when a track or room shown is no longer in the schedule, or a
    ///   friend's list shown is no longer kept.
    func selection(_ selection: ConsoleExportRequest.Selection) throws -> CalendarSelection {
        switch selection {
        case .favourites: return .favourites
        case .all: return .all
        case .scheduleFilter(let shown):
            var filter = ScheduleFilter(
                favouritesOnly: shown.favouritesOnly, language: shown.language, unrecordedOnly: shown.unrecordedOnly,
                includesHidden: shown.includesHidden, host: shown.host)
            if let name = shown.friendName {
                guard let kept = conbook.friendsLists.lists.keptName(for: name) else {
                    throw LaunchError(texts(.exportFriendGone, ["name": name]))
                }
                filter.friend = kept
            }
            if let name = shown.trackName {
                guard let track = conbook.browseSchedule.tracks().first(where: { $0.name == name }) else {
                    throw LaunchError(texts(.exportTrackGone, ["name": name]))
                }
                filter.track = track.id
            }
            if let name = shown.roomName {
                guard let room = conbook.browseSchedule.rooms().first(where: { $0.name == name }) else {
                    throw LaunchError(texts(.exportRoomGone, ["name": name]))
                }
                filter.room = room.id
            }
            return .filtered(filter)
        }
    }
}
