import ConbookCore
public import ConbookModuleKit

/// The Schedule module's catalogues of texts, one per language.
public enum ScheduleTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<ScheduleText>(
        language: .english,
        templates: [
            .scheduleSectionTitle: "Schedule",
            .schedulePageOneEvent: "event {first} of {events} · page {page} of {pages}",
            .schedulePageEvents: "events {first}–{last} of {events} · page {page} of {pages}",
            .scheduleSearchInFavourites: "Search “{search}” in favourites",
            .scheduleSearchInAllDays: "Search “{search}” in all days",
            .scheduleNoScheduleYet: "No schedule yet",
            .scheduleFavouritesOnly: "favourites only",
            .scheduleFilterRoom: "room: {room}",
            .scheduleFilterLanguage: "language: {language}",
            .scheduleFilterUnrecorded: "not recorded",
            .scheduleFilterHidden: "hidden ones too",
            .scheduleFilterFriend: "picked by {name}",
            .scheduleFilterHost: "hosted by {name}",
            .scheduleHideNotSaved: "It could not be hidden: {reason}",
            .scheduleNoFavouritesMatch: "No favourites match “{search}”.",
            .scheduleNoFavouritesMatchWithFilters: "No favourites match “{search}” with these filters.",
            .scheduleNoEventsMatch: "No events match “{search}”.",
            .scheduleNoEventsMatchWithFilters: "No events match “{search}” with these filters.",
            .scheduleNoFavouritesMatchFiltersToday: "No favourites match these filters on this day.",
            .scheduleNoFavouritesToday: "No favourites on this day.",
            .scheduleNoEventsMatchFiltersToday: "No events match these filters on this day.",
            .scheduleFilterTrack: "track: {track}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<ScheduleText>(
        language: .german,
        templates: [
            .scheduleSectionTitle: "Programm",
            .schedulePageOneEvent: "Veranstaltung {first} von {events} · Seite {page} von {pages}",
            .schedulePageEvents: "Veranstaltungen {first}–{last} von {events} · Seite {page} von {pages}",
            .scheduleSearchInFavourites: "Suche „{search}“ in den Favoriten",
            .scheduleSearchInAllDays: "Suche „{search}“ an allen Tagen",
            .scheduleNoScheduleYet: "Noch kein Programm",
            .scheduleFavouritesOnly: "nur Favoriten",
            .scheduleFilterRoom: "Raum: {room}",
            .scheduleFilterLanguage: "Sprache: {language}",
            .scheduleFilterUnrecorded: "ohne Aufzeichnung",
            .scheduleFilterHidden: "auch Ausgeblendete",
            .scheduleFilterFriend: "ausgewählt von {name}",
            .scheduleFilterHost: "geleitet von {name}",
            .scheduleHideNotSaved: "Ausblenden ging nicht: {reason}",
            .scheduleNoFavouritesMatch: "Keine Favoriten passen zu „{search}“.",
            .scheduleNoFavouritesMatchWithFilters: "Keine Favoriten passen mit diesen Filtern zu „{search}“.",
            .scheduleNoEventsMatch: "Keine Veranstaltungen passen zu „{search}“.",
            .scheduleNoEventsMatchWithFilters: "Keine Veranstaltungen passen mit diesen Filtern zu „{search}“.",
            .scheduleNoFavouritesMatchFiltersToday: "Keine Favoriten passen an diesem Tag zu diesen Filtern.",
            .scheduleNoFavouritesToday: "Keine Favoriten an diesem Tag.",
            .scheduleNoEventsMatchFiltersToday: "Keine Veranstaltungen passen an diesem Tag zu diesen Filtern.",
            .scheduleFilterTrack: "Themenbereich: {track}",
        ])
}
