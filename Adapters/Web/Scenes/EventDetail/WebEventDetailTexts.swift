import ConbookCore
public import ConbookModuleKit

/// The words only `WebEventDetailScene` shows, one catalogue per language.
public enum WebEventDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case eventTitle, eventUnavailable, backToSchedule
        case when, whereHeld, room, map, track, hosts, tags, recording, visibility, favourite, favouriteYes, favouriteNo
        case friends, priority, clash, feedback, feedbackWelcome
        case markFavourite, unmarkFavourite, hide, showAgain, showOnMap, giveFeedback, priorityHigh, priorityNormal
        case aboutHeading, linksHeading
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .eventTitle: "Event",
            .eventUnavailable: "Event unavailable",
            .backToSchedule: "Back to the schedule",
            .when: "When",
            .whereHeld: "Where",
            .room: "The room",
            .map: "Map",
            .track: "Track",
            .hosts: "Hosts",
            .tags: "Tags",
            .recording: "Recording",
            .visibility: "Visibility",
            .favourite: "Favourite",
            .favouriteYes: "★ yes",
            .favouriteNo: "no",
            .friends: "Friends",
            .priority: "Priority",
            .clash: "Clash",
            .feedback: "Feedback",
            .feedbackWelcome: "welcome",
            .markFavourite: "Mark as a favourite",
            .unmarkFavourite: "Remove from the favourites",
            .hide: "Hide the event",
            .showAgain: "Show the event again",
            .showOnMap: "Show the room on the map",
            .giveFeedback: "Give feedback",
            .priorityHigh: "High priority",
            .priorityNormal: "Normal priority",
            .aboutHeading: "About the event",
            .linksHeading: "Links",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .eventTitle: "Veranstaltung",
            .eventUnavailable: "Veranstaltung nicht verfügbar",
            .backToSchedule: "Zurück zum Programm",
            .when: "Wann",
            .whereHeld: "Wo",
            .room: "Der Raum",
            .map: "Karte",
            .track: "Themenbereich",
            .hosts: "Leitung",
            .tags: "Tags",
            .recording: "Aufzeichnung",
            .visibility: "Sichtbarkeit",
            .favourite: "Favorit",
            .favouriteYes: "★ ja",
            .favouriteNo: "nein",
            .friends: "Freunde",
            .priority: "Priorität",
            .clash: "Überschneidung",
            .feedback: "Feedback",
            .feedbackWelcome: "erwünscht",
            .markFavourite: "Als Favorit markieren",
            .unmarkFavourite: "Aus den Favoriten entfernen",
            .hide: "Veranstaltung ausblenden",
            .showAgain: "Veranstaltung wieder einblenden",
            .showOnMap: "Raum auf der Karte zeigen",
            .giveFeedback: "Feedback geben",
            .priorityHigh: "Hohe Priorität",
            .priorityNormal: "Normale Priorität",
            .aboutHeading: "Über die Veranstaltung",
            .linksHeading: "Links",
        ])
}
