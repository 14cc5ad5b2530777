import ConbookPrograms
public import Foundation

/// khal (Debian's `khal`), a console calendar: whether it imports a file, and what it then lists.
public enum KhalPeer {
    /// Imports a file into a new calendar of khal's in a scratch directory and returns the
    /// events khal then lists for the days given (`khal list START DAYS`), one line each:
    /// `YYYY-MM-DD HH:MM-HH:MM SUMMARY` in the zone given.
    /// - Throws: `PeerProgram.Missing` when khal is not installed or refuses the file.
    public static func importAndList(
        _ file: URL, from start: String, days: Int, timeZone: String, in scratch: URL
    ) throws -> [String] {
        let khal = try PeerProgram("khal")
        let calendar = scratch.appending(path: "khal-calendar")
        try FileManager.default.createDirectory(at: calendar, withIntermediateDirectories: true)
        let config = scratch.appending(path: "khal.conf")
        try """
        [calendars]
        [[conbook]]
        path = \(calendar.path)
        type = calendar
        [locale]
        timeformat = %H:%M
        dateformat = %Y-%m-%d
        longdateformat = %Y-%m-%d
        datetimeformat = %Y-%m-%d %H:%M
        longdatetimeformat = %Y-%m-%d %H:%M
        default_timezone = \(timeZone)
        local_timezone = \(timeZone)
        [default]
        default_calendar = conbook

        """.write(to: config, atomically: false, encoding: .utf8)
        let environment = ["HOME": scratch.path, "XDG_DATA_HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path, "TZ": timeZone]
        let imported = try khal.run(
            ["-c", config.path, "import", "--batch", "-a", "conbook", file.path], environment: environment)
        guard imported.status == 0, !imported.errors.contains("Traceback") else {
            throw PeerProgram.Missing(description: "khal refused the file: \(imported.errors)")
        }
        let listed = try khal.run(
            [
                "-c", config.path, "list", "--format", "{start-date} {start-time}-{end-time} {title}", "--day-format", "", start,
                "\(days)d",
            ],
            environment: environment)
        guard listed.status == 0 else { throw PeerProgram.Missing(description: "khal could not list: \(listed.errors)") }
        return listed.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}
