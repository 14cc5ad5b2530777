import ConbookCore
public import ConbookModuleKit

/// The words of the guide for everyone (`WebGuide`): its frame, its picks page, its script's
/// buttons and the calendar file, one catalogue per language.
public enum WebGuideTexts: TextCatalogues {
    /// Every text of the guide's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case myPicks, picksTitle, picksIntro, picksNone, picksCalendar, picksShare, picksAddShared
        case pick, picked, pickLabel, changedSinceVisit, searchTitle, searchLabel, searchButton, searchNoScript
        case searchResults, searchNone, calendarHostsLabel, tooManyPicks
        case nowRunning, nowUpcoming, nowNothing, nowNoScript
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .myPicks: "My schedule",
            .picksTitle: "My schedule",
            .picksIntro:
                "The events you pick are kept in this browser only (nothing is sent to the server). This page's address holds them: open it on another device or send it to a friend.",
            .picksNone: "Nothing picked yet: open an event and pick it.",
            .picksCalendar: "Add to my calendar (.ics)",
            .picksShare: "Link to these picks",
            .picksAddShared: "Add these to my schedule",
            .pick: "☆ Pick",
            .picked: "★ Picked",
            .pickLabel: "Pick {title}",
            .changedSinceVisit: "The programme changed since your last visit.",
            .searchTitle: "Search",
            .searchLabel: "Search the programme",
            .searchButton: "Search",
            .searchNoScript: "Searching this copy of the guide needs JavaScript; the schedule's days list every event.",
            .searchResults: "{count} events found",
            .searchNone: "No event matches.",
            .calendarHostsLabel: "Hosted by",
            .tooManyPicks: "At most {count} events can be listed at once.",
            .nowRunning: "Running now",
            .nowUpcoming: "Starting within the hour",
            .nowNothing: "Nothing runs now or starts within the hour.",
            .nowNoScript:
                "In this copy of the guide, what is on now needs JavaScript; the schedule's days list every event.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .myPicks: "Mein Programm",
            .picksTitle: "Mein Programm",
            .picksIntro:
                "Was du auswählst, bleibt nur in diesem Browser (an den Server geht nichts). Die Adresse dieser Seite enthält deine Auswahl: Öffne sie auf einem anderen Gerät oder schicke sie jemandem.",
            .picksNone: "Noch nichts ausgewählt: Öffne eine Veranstaltung und wähle sie aus.",
            .picksCalendar: "In meinen Kalender (.ics)",
            .picksShare: "Link zu dieser Auswahl",
            .picksAddShared: "Diese in mein Programm übernehmen",
            .pick: "☆ Auswählen",
            .picked: "★ Ausgewählt",
            .pickLabel: "{title} auswählen",
            .changedSinceVisit: "Das Programm hat sich seit deinem letzten Besuch geändert.",
            .searchTitle: "Suche",
            .searchLabel: "Das Programm durchsuchen",
            .searchButton: "Suchen",
            .searchNoScript:
                "Die Suche in dieser Kopie des Programms braucht JavaScript; die Tage des Programms zeigen jede Veranstaltung.",
            .searchResults: "{count} Veranstaltungen gefunden",
            .searchNone: "Keine Veranstaltung passt.",
            .calendarHostsLabel: "Leitung:",
            .tooManyPicks: "Höchstens {count} Veranstaltungen lassen sich auf einmal anzeigen.",
            .nowRunning: "Läuft jetzt",
            .nowUpcoming: "Beginnt in der nächsten Stunde",
            .nowNothing: "Jetzt läuft nichts, und in der nächsten Stunde beginnt nichts.",
            .nowNoScript:
                "In dieser Kopie des Programms braucht „Was läuft“ JavaScript; die Tage des Programms zeigen jede Veranstaltung.",
        ])
}
