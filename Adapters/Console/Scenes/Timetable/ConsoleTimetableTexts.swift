import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleTimetableScene` shows (the timetable), one catalogue per language; the
/// scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleTimetableTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it; a `paged…` follows "the next page of" (the genitive).
    public enum Key: String, TextKey {
        case placeTimetable, helpTimetableSelect, helpTimetableRooms, pagedRooms, timetableTitle, timetableNoDay
        case timetableHeading, timetableBusiestFirst, timetableAsChosen, timetableColumns, timetableHintSelect
        case timetableHintDay, timetableHintRooms, timetableHintPages
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeTimetable: "the timetable",
            .helpTimetableSelect: "open the event numbered N",
            .helpTimetableRooms:
                "show these rooms' columns, in this order (a prefix of a name will do); `rooms` alone shows every room",
            .pagedRooms: "the rooms",
            .timetableTitle: "Timetable",
            .timetableNoDay: "no day",
            .timetableHeading: "Timetable: {day}",
            .timetableBusiestFirst: "busiest first",
            .timetableAsChosen: "as chosen",
            .timetableColumns: "Columns {first}–{last} of {count} ({order})",
            .timetableHintSelect: "`select N` opens an event",
            .timetableHintDay: "`day N` another day",
            .timetableHintRooms: "`rooms NAME, NAME` chooses columns",
            .timetableHintPages: "`next`/`previous` show more rooms",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeTimetable: "der Zeitplan-Seite",
            .helpTimetableSelect: "öffnet die Veranstaltung mit der Nummer N",
            .helpTimetableRooms:
                "zeigt die Spalten dieser Räume in dieser Reihenfolge (ein Namensanfang genügt); `rooms` allein zeigt alle Räume",
            .pagedRooms: "der Räume",
            .timetableTitle: "Zeitplan",
            .timetableNoDay: "kein Tag",
            .timetableHeading: "Zeitplan: {day}",
            .timetableBusiestFirst: "meistbelegte zuerst",
            .timetableAsChosen: "wie gewählt",
            .timetableColumns: "Spalten {first}–{last} von {count} ({order})",
            .timetableHintSelect: "`select N` öffnet eine Veranstaltung",
            .timetableHintDay: "`day N` anderer Tag",
            .timetableHintRooms: "`rooms NAME, NAME` wählt Spalten",
            .timetableHintPages: "`next`/`previous` zeigen weitere Räume",
        ])
}
