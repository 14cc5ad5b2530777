import ConbookCore
public import ConbookModuleKit

/// The words only `WebTimetableScene` shows, one catalogue per language.
public enum WebTimetableTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case timetableTitle, daysLabel, caption, time, now, clash, roomsLegend, roomsExplanation, showRooms, everyRoom
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .timetableTitle: "Timetable",
            .daysLabel: "Days",
            .caption: "{day}: rooms by time of day",
            .time: "Time",
            .now: "now",
            .clash: "clash",
            .roomsLegend: "Rooms shown",
            .roomsExplanation: "Tick the rooms to show; with none ticked, every room shows, the busiest first.",
            .showRooms: "Show these rooms",
            .everyRoom: "Show every room",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .timetableTitle: "Zeitplan",
            .daysLabel: "Tage",
            .caption: "{day}: Räume nach Uhrzeit",
            .time: "Zeit",
            .now: "jetzt",
            .clash: "Überschneidung",
            .roomsLegend: "Angezeigte Räume",
            .roomsExplanation:
                "Hake die Räume an, die angezeigt werden sollen; ohne Haken erscheinen alle Räume, die meistbelegten zuerst.",
            .showRooms: "Diese Räume anzeigen",
            .everyRoom: "Alle Räume anzeigen",
        ])
}
