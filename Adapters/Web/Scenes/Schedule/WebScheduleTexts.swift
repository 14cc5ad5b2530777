import ConbookCore
public import ConbookModuleKit

/// The words only `WebScheduleScene` shows, one catalogue per language.
public enum WebScheduleTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case scheduleTitle, daysLabel, searchLabel, searchButton, endSearch
        case filtersHeading, trackLabel, everyTrack, roomLabel, everyRoom, friendLabel, everyFriend
        case languageLabel, hostLabel, apply, favouritesOnly, unrecordedOnly, hiddenToo, clearFilters
        case hideHeading, hideExplanation, hideTrackLabel, hideTrack, hideRoomLabel, hideRoom, hideLanguageLabel, hideLanguage
        case peopleHeading, rowHidden, pagesLabel, pageNumberLabel, showPage
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .scheduleTitle: "Schedule",
            .daysLabel: "Days",
            .searchLabel: "Search the schedule (title, subtitle, abstract, host or tag)",
            .searchButton: "Search",
            .endSearch: "End the search",
            .filtersHeading: "Filters",
            .trackLabel: "Track",
            .everyTrack: "Every track",
            .roomLabel: "Room",
            .everyRoom: "Every room",
            .friendLabel: "Picked by a friend",
            .everyFriend: "Everyone's events",
            .languageLabel: "Language, a code such as de (empty: every language)",
            .hostLabel: "Host or speaker, their whole name (empty: everyone's)",
            .apply: "Apply",
            .favouritesOnly: "Favourites only",
            .unrecordedOnly: "Only what will not be recorded",
            .hiddenToo: "Hidden ones too",
            .clearFilters: "Clear every filter and the search",
            .hideHeading: "Hide from the schedule",
            .hideExplanation:
                "What you hide leaves the schedule, News, reminders and exports (a search still finds it); the Hidden page shows it again.",
            .hideTrackLabel: "Track to hide",
            .hideTrack: "Hide the track",
            .hideRoomLabel: "Room to hide",
            .hideRoom: "Hide the room",
            .hideLanguageLabel: "Language to hide, a code such as de (takes in de-AT)",
            .hideLanguage: "Hide the language",
            .peopleHeading: "People",
            .rowHidden: "hidden",
            .pagesLabel: "Pages",
            .pageNumberLabel: "Page number",
            .showPage: "Show the page",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .scheduleTitle: "Programm",
            .daysLabel: "Tage",
            .searchLabel: "Programm durchsuchen (Titel, Untertitel, Kurzbeschreibung, Leitung oder Tag)",
            .searchButton: "Suchen",
            .endSearch: "Suche beenden",
            .filtersHeading: "Filter",
            .trackLabel: "Themenbereich",
            .everyTrack: "Alle Themenbereiche",
            .roomLabel: "Raum",
            .everyRoom: "Alle Räume",
            .friendLabel: "Ausgewählt von",
            .everyFriend: "Alle Veranstaltungen",
            .languageLabel: "Sprache, ein Kürzel wie de (leer: alle Sprachen)",
            .hostLabel: "Leitung oder Vortragende, ganzer Name (leer: alle)",
            .apply: "Anwenden",
            .favouritesOnly: "Nur Favoriten",
            .unrecordedOnly: "Nur ohne Aufzeichnung",
            .hiddenToo: "Auch Ausgeblendete",
            .clearFilters: "Alle Filter und die Suche aufheben",
            .hideHeading: "Im Programm ausblenden",
            .hideExplanation:
                "Was du ausblendest, fehlt im Programm, in den News, bei Erinnerungen und Exporten (die Suche findet es noch); die Seite „Ausgeblendet“ blendet es wieder ein.",
            .hideTrackLabel: "Auszublendender Themenbereich",
            .hideTrack: "Themenbereich ausblenden",
            .hideRoomLabel: "Auszublendender Raum",
            .hideRoom: "Raum ausblenden",
            .hideLanguageLabel: "Auszublendende Sprache, ein Kürzel wie de (schließt de-AT ein)",
            .hideLanguage: "Sprache ausblenden",
            .peopleHeading: "Personen",
            .rowHidden: "ausgeblendet",
            .pagesLabel: "Seiten",
            .pageNumberLabel: "Seitennummer",
            .showPage: "Seite anzeigen",
        ])
}
