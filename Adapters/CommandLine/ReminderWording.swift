import ConbookCore

/// How the command line words reminders: one line each, in the convention's time.
@MainActor
struct ReminderWording {
    let conbook: Conbook

    /// `Thursday 25 August 12:00  Opening Ceremony · Main Stage`, with what changed when the last
    /// schedule update changed it.
    func eventLine(_ reminder: Reminder) -> String {
        let event = reminder.event
        var line = "\(dateAndTime(event.event.start))  \(event.event.title) · \(event.room.name)"
        if let change = event.change, !change.changedFields.isEmpty {
            line += " (changed: \(change.changedFields.map(\.rawValue).joined(separator: ", ")))"
        }
        return line
    }

    /// The line a reminder is given with: `Reminder: Opening Ceremony starts at 12:00 (in 15
    /// minutes) · Main Stage`.
    func givenLine(_ reminder: Reminder) -> String {
        let event = reminder.event
        let minutes = max(0, Int(reminder.event.event.start.millisecondsSinceEpoch - conbook.clock.now.millisecondsSinceEpoch) / 60_000)
        var line = "Reminder: \(event.event.title) starts at \(conbook.calendar.formattedTime(event.event.start))"
            + " (in \(Self.minutes(minutes))) · \(event.room.name)"
        if let change = event.change, !change.changedFields.isEmpty {
            line += " · changed: \(change.changedFields.map(\.rawValue).joined(separator: ", "))"
        }
        return line
    }

    /// `Thursday 25 August 12:00`.
    func dateAndTime(_ instant: Instant) -> String {
        let calendar = conbook.calendar
        return "\(calendar.formattedDate(calendar.calendarDate(containing: instant))) \(calendar.formattedTime(instant))"
    }

    /// `1 minute`, `15 minutes`.
    static func minutes(_ count: Int) -> String {
        count == 1 ? "1 minute" : "\(count) minutes"
    }
}
