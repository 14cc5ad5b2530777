import ConbookCore
public import ConbookModuleKit

/// The FreeTime module's catalogues of texts, one per language.
public enum FreeTimeTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<FreeTimeText>(
        language: .english,
        templates: [
            .freeTimeHeading: "Gaps of at least {minimum} between your favourites",
            .freeTimeGap: "{times} · {length} free",
            .freeTimeBetween: "after {after}, before {before}",
            .freeTimeFavourite: "{title} ({room})",
            .freeTimeNothingFits: "No event fits in it entirely.",
            .freeTimeNoFavourites: "Free time lies between favourites: this day has fewer than two.",
            .freeTimeNoGaps: "No gap of at least {minimum} between this day's favourites.",
            .freeTimeNoSchedule: "No schedule yet.",
            .freeTimeSameRoom: "the same room as {room}",
            .freeTimeShortWalk: "a short walk from {room} ({map} map)",
            .freeTimeAcrossMap: "across the {map} map from {room}",
            .freeTimeOtherMap: "from {room} on the {from} map to the {to} map",
            .freeTimeMinutes: "{minutes} min",
            .freeTimeHours: "{hours} h",
            .freeTimeHoursAndMinutes: "{hours} h {minutes} min",
            .freeTimeFavouriteNotSaved: "The favourite could not be saved: {reason}",
            .freeTimeSummary:
                "a day's gaps between your favourites (at least 30 minutes, or {argument}) with the events that fit in them",
            .freeTimeMinutesMeaning: "a number of minutes, 1 or more",
        ])

    /// The German texts.
    public static let german = TextCatalogue<FreeTimeText>(
        language: .german,
        templates: [
            .freeTimeHeading: "Lücken von mindestens {minimum} zwischen deinen Favoriten",
            .freeTimeGap: "{times} · {length} frei",
            .freeTimeBetween: "nach {after}, vor {before}",
            .freeTimeFavourite: "{title} ({room})",
            .freeTimeNothingFits: "Keine Veranstaltung passt ganz hinein.",
            .freeTimeNoFavourites: "Freie Zeit liegt zwischen Favoriten: dieser Tag hat weniger als zwei.",
            .freeTimeNoGaps: "Keine Lücke von mindestens {minimum} zwischen den Favoriten dieses Tages.",
            .freeTimeNoSchedule: "Noch kein Programm.",
            .freeTimeSameRoom: "derselbe Raum wie {room}",
            .freeTimeShortWalk: "ein kurzer Weg von {room} (Karte {map})",
            .freeTimeAcrossMap: "quer über die Karte {map} von {room}",
            .freeTimeOtherMap: "von {room} auf der Karte {from} zur Karte {to}",
            .freeTimeMinutes: "{minutes} Min.",
            .freeTimeHours: "{hours} Std.",
            .freeTimeHoursAndMinutes: "{hours} Std. {minutes} Min.",
            .freeTimeFavouriteNotSaved: "Der Favorit konnte nicht gespeichert werden: {reason}",
            .freeTimeSummary:
                "die Lücken eines Tages zwischen deinen Favoriten (mindestens 30 Minuten, oder {argument}) mit den Veranstaltungen, die hineinpassen",
            .freeTimeMinutesMeaning: "eine Zahl von Minuten, 1 oder mehr",
        ])
}
