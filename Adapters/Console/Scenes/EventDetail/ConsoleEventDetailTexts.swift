import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleEventDetailScene` shows (an event's page), one catalogue per language;
/// the scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleEventDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it; an `expected…` follows "needs" (the accusative after „erwartet“).
    public enum Key: String, TextKey {
        case placeEvent, eventTitle, eventUnavailable, helpEventFavourite, helpEventMap, mapWhatEventRoom
        case helpEventFeedback, eventNoFeedback, helpEventPriority, eventPriorityNotFavourite, expectedPriority
        case helpEventOpen, eventWhen, eventWhere, eventRoom, eventMap, eventMapShows, eventTrack, eventHosts, eventHostsValue,
            helpEventHost, expectedHost, eventNoHosts, eventTags
        case eventRecording, helpEventHide, helpEventShow, eventHidden, eventHiddenValue, eventFriends
        case eventFavourite, eventFavouriteYes, eventFavouriteNo, eventPriority, eventPriorityValue, eventClash
        case eventFeedback, eventFeedbackWelcome, eventHintFavourite
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeEvent: "an event's page",
            .eventTitle: "Event",
            .eventUnavailable: "Event unavailable",
            .helpEventFavourite: "mark or unmark the event as a favourite",
            .helpEventMap: "show the event's room on the map",
            .mapWhatEventRoom: "this event's room",
            .helpEventFeedback: "rate the event and say what you thought (where it takes feedback)",
            .eventNoFeedback: "This event does not take feedback.",
            .helpEventPriority: "how much this favourite matters when it clashes with another (the lower one is flagged)",
            .eventPriorityNotFavourite: "Only favourites have a priority; `favourite` marks this one.",
            .expectedPriority: "high or normal",
            .helpEventOpen: "follow the N-th link of the event's texts",
            .eventWhen: "When",
            .eventWhere: "Where",
            .eventMap: "Map",
            .eventRoom: "The room",
            .eventMapShows: "{map} (`map` shows it)",
            .eventTrack: "Track",
            .eventHosts: "Hosts",
            .eventHostsValue: "{hosts} (`host N` opens a page)",
            .helpEventHost: "open the page of the event's host (the N-th one, or the one named)",
            .expectedHost: "a host's number or name",
            .eventNoHosts: "This event names no hosts.",
            .eventTags: "Tags",
            .eventRecording: "Recording",
            .helpEventHide: "hide the event: it leaves the schedule, News, reminders and exports (a search still finds it)",
            .helpEventShow: "show the hidden event again",
            .eventHidden: "Visibility",
            .eventFriends: "Friends",
            .eventHiddenValue: "{hidden} (`show` shows it again; `tab hidden` lists all that is hidden)",
            .eventFavourite: "Favourite",
            .eventFavouriteYes: "{star} yes",
            .eventFavouriteNo: "no",
            .eventPriority: "Priority",
            .eventPriorityValue: "{priority} (`priority high|normal`)",
            .eventClash: "Clash",
            .eventFeedback: "Feedback",
            .eventFeedbackWelcome: "welcome (`feedback`)",
            .eventHintFavourite: "`favourite` marks or unmarks it · ",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeEvent: "der Seite einer Veranstaltung",
            .eventTitle: "Veranstaltung",
            .eventUnavailable: "Veranstaltung nicht verfügbar",
            .helpEventFavourite: "markiert die Veranstaltung als Favorit oder entfernt sie aus den Favoriten",
            .helpEventMap: "zeigt den Raum der Veranstaltung auf der Karte",
            // Inserted into `errorNoMapLocation` after its colon: a sentence's start.
            .mapWhatEventRoom: "Der Raum dieser Veranstaltung",
            .helpEventFeedback: "bewertet die Veranstaltung mit Sternen und Text (wo sie Feedback annimmt)",
            .eventNoFeedback: "Diese Veranstaltung nimmt kein Feedback an.",
            .helpEventPriority:
                "legt fest, wie wichtig dieser Favorit ist, wenn er sich mit einem anderen überschneidet (der niedrigere wird markiert)",
            .eventPriorityNotFavourite:
                "Nur Favoriten haben eine Priorität; `favourite` macht diese Veranstaltung zum Favoriten.",
            .expectedPriority: "high oder normal",
            .helpEventOpen: "folgt dem N-ten Link in den Texten der Veranstaltung",
            .eventWhen: "Wann",
            .eventWhere: "Wo",
            .eventMap: "Karte",
            .eventRoom: "Der Raum",
            .eventMapShows: "{map} (mit `map` anzeigen)",
            .eventTrack: "Themenbereich",
            .eventHosts: "Leitung",
            .eventHostsValue: "{hosts} (`host N` öffnet eine Seite)",
            .helpEventHost: "öffnet die Seite der Leitung der Veranstaltung (der N-ten Person oder der genannten)",
            .expectedHost: "die Nummer oder den Namen einer Person der Leitung",
            .eventNoHosts: "Diese Veranstaltung nennt keine Leitung.",
            .eventTags: "Tags",
            .eventRecording: "Aufzeichnung",
            .helpEventHide:
                "blendet die Veranstaltung aus: sie fehlt im Programm, in den News, bei Erinnerungen und Exporten (die Suche findet sie noch)",
            .helpEventShow: "blendet die ausgeblendete Veranstaltung wieder ein",
            .eventHidden: "Sichtbarkeit",
            .eventFriends: "Freunde",
            .eventHiddenValue: "{hidden} (`show` blendet sie wieder ein; `tab hidden` listet alles Ausgeblendete)",
            .eventFavourite: "Favorit",
            .eventFavouriteYes: "{star} ja",
            .eventFavouriteNo: "nein",
            .eventPriority: "Priorität",
            .eventPriorityValue: "{priority} (`priority high|normal`)",
            .eventClash: "Überschneidung",
            .eventFeedback: "Feedback",
            .eventFeedbackWelcome: "erwünscht (`feedback`)",
            .eventHintFavourite: "`favourite` setzt oder entfernt den Favoriten · ",
        ])
}
