import ConbookPrograms
public import Foundation

/// Python's `icalendar` package (PyPI), an independent iCalendar parser, through
/// `Tests/Peers/ics_events.py`: what it reads in a file.
public enum ICalendarPeer {
    /// A calendar as the peer read it.
    public struct Calendar: Decodable, Sendable {
        public var version: String?
        public var prodid: String?
        public var name: String?
        public var events: [Event]
    }

    /// One `VEVENT` as the peer read it; times in seconds since the epoch.
    public struct Event: Decodable, Sendable, Equatable {
        public var uid: String?
        public var summary: String?
        public var location: String?
        public var description: String?
        public var categories: [String]
        public var url: String?
        public var status: String?
        public var start: Int64
        public var end: Int64?
        public var stamp: Int64
    }

    /// Reads a file with the peer.
    /// - Throws: `PeerProgram.Missing` when Python or its `icalendar` is not installed, or the
    ///   peer's message when it cannot read the file.
    public static func read(_ file: URL) throws -> Calendar {
        let python = try PeerProgram("python3")
        let run = try python.run([PeerProgram.scripts.appending(path: "ics_events.py").path, file.path])
        if run.status != 0, run.errors.contains("No module named 'icalendar'") {
            throw PeerProgram.Missing(description: "Python's icalendar is not installed; run .ci/test-peers")
        }
        guard run.status == 0 else { throw PeerProgram.Missing(description: "icalendar could not read the file: \(run.errors)") }
        return try JSONDecoder().decode(Calendar.self, from: Data(run.output.utf8))
    }
}
