import ConbookCore
public import ConbookModuleKit

/// The EventDetail module's catalogues of texts, one per language.
public enum EventDetailTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<EventDetailText>(
        language: .english,
        templates: [
            .eventPriorityHigh: "high",
            .eventPriorityNormal: "normal",
            .eventUnavailable: "This event is no longer in the schedule.",
            .eventFavouriteNotSaved: "The favourite could not be saved: {reason}",
            .eventPriorityNotSaved: "The priority could not be saved: {reason}",
            .eventUnknownRoom: "Unknown room",
            .eventRoomWithSeats: "{room} ({seats} seats)",
            .eventRoomNavigation: "The way to the room",
            .eventNotRecorded: "not recorded: whoever misses it cannot watch it later",
            .eventHidden: "hidden: left out of the schedule, News, reminders and exports",
            .eventHiddenWith: "hidden {reasons}: left out of the schedule, News, reminders and exports",
            .eventHiddenItself: "by itself",
            .eventHiddenWithRoom: "with its room {room}",
            .eventHiddenWithTrack: "with its track {track}",
            .eventHiddenWithLanguage: "with the language {language}",
            .eventHiddenAnd: " and ",
            .eventHiddenNotSaved: "It could not be hidden or shown: {reason}",
            .eventUnknownTrack: "Unknown track",
            .eventRemovedFromSchedule:
                "Removed from the schedule in the update of {date}. It stays among your favourites until you unmark it.",
            .eventNewInUpdate: "New in the last schedule update.",
            .eventChangedInUpdate: "Changed in the last schedule update: {fields}.",
            .eventWhen: "{date}, {times} {zone}",
            .eventWhenEndingNextDay: "{date}, {times} {zone} (ends the next day)",
            .eventWhenEndingOn: "{date}, {times} {zone} (ends {endDate})",
        ])

    /// The German texts.
    public static let german = TextCatalogue<EventDetailText>(
        language: .german,
        templates: [
            .eventPriorityHigh: "hoch",
            .eventPriorityNormal: "normal",
            .eventUnavailable: "Diese Veranstaltung ist nicht mehr im Programm.",
            .eventFavouriteNotSaved: "Der Favorit konnte nicht gespeichert werden: {reason}",
            .eventPriorityNotSaved: "Die Priorität konnte nicht gespeichert werden: {reason}",
            .eventUnknownRoom: "Unbekannter Raum",
            .eventRoomWithSeats: "{room} ({seats} Plätze)",
            .eventRoomNavigation: "Der Weg zum Raum",
            .eventNotRecorded: "wird nicht aufgezeichnet: wer es verpasst, kann es später nicht ansehen",
            .eventHidden: "ausgeblendet: fehlt im Programm, in den News, bei Erinnerungen und Exporten",
            .eventHiddenWith: "ausgeblendet {reasons}: fehlt im Programm, in den News, bei Erinnerungen und Exporten",
            .eventHiddenItself: "für sich",
            .eventHiddenWithRoom: "mit seinem Raum {room}",
            .eventHiddenWithTrack: "mit seinem Themenbereich {track}",
            .eventHiddenWithLanguage: "mit der Sprache {language}",
            .eventHiddenAnd: " und ",
            .eventHiddenNotSaved: "Aus- oder Einblenden ging nicht: {reason}",
            .eventUnknownTrack: "Unbekannter Themenbereich",
            .eventRemovedFromSchedule:
                "Bei der Aktualisierung vom {date} aus dem Programm entfernt. Sie bleibt bei deinen Favoriten, bis du die Markierung entfernst.",
            .eventNewInUpdate: "Neu seit der letzten Aktualisierung des Programms.",
            .eventChangedInUpdate: "Bei der letzten Aktualisierung des Programms geändert: {fields}.",
            .eventWhen: "{date}, {times} {zone}",
            .eventWhenEndingNextDay: "{date}, {times} {zone} (endet am nächsten Tag)",
            .eventWhenEndingOn: "{date}, {times} {zone} (endet am {endDate})",
        ])
}
