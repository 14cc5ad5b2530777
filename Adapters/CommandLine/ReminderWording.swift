import ConbookCore
import ConbookModuleKit

/// How the command line words reminders: one line each, in the convention's time.
@MainActor
struct ReminderWording {
    let conbook: Conbook

    /// The texts the lines are worded in: the Core's language.
    var texts: TextCatalogue<CommandLineText> { conbook.commandLineTexts }

    /// `Thursday 25 August 12:00  Opening Ceremony · Main Stage`, with what changed when the last
    /// schedule update changed it.
    func eventLine(_ reminder: Reminder) -> String {
        let event = reminder.event
        let line = texts(
            .reminderEventLine,
            [
                "when": dateAndTime(event.event.start), "title": event.event.title, "room": event.room.name,
            ])
        guard let fields = changedFields(reminder) else { return line }
        return line + texts(.reminderChangedNote, ["fields": fields])
    }

    /// The line a reminder is given with: `Reminder: Opening Ceremony starts at 12:00 (in 15
    /// minutes) · Main Stage`.
    func givenLine(_ reminder: Reminder) -> String {
        let event = reminder.event
        let minutes = max(
            0, Int(reminder.event.event.start.millisecondsSinceEpoch - conbook.clock.now.millisecondsSinceEpoch) / 60_000)
        var values = [
            "title": event.event.title, "time": conbook.calendar.formattedTime(event.event.start),
            "wait": texts.minutes(minutes), "room": event.room.name,
        ]
        guard let fields = changedFields(reminder) else { return texts(.reminderGiven, values) }
        values["fields"] = fields
        return texts(.reminderGivenChanged, values)
    }

    /// What the last schedule update changed in the reminder's event, `room, start`; nil for nothing.
    private func changedFields(_ reminder: Reminder) -> String? {
        guard let change = reminder.event.change, !change.changedFields.isEmpty else { return nil }
        return ChangeMark.names(change.changedFields, in: conbook.texts)
    }

    /// `Thursday 25 August 12:00`.
    func dateAndTime(_ instant: Instant) -> String {
        let calendar = conbook.calendar
        return "\(calendar.formattedDate(calendar.calendarDate(containing: instant))) \(calendar.formattedTime(instant))"
    }
}
