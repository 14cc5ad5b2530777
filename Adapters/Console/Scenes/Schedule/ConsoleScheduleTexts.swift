import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleScheduleScene` shows (the Schedule page), one catalogue per language; the
/// scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleScheduleTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it; a `paged…` follows "the next page of" (the genitive); an `expected…` follows
    /// "needs" (the accusative after „erwartet“).
    public enum Key: String, TextKey {
        case placeSchedule, scheduleTitle, scheduleHeading, helpScheduleSelect, helpScheduleSearch
        case pagedSchedule, helpFilterTrack, helpFilterRoom, helpFilterLanguage, helpFilterFavourites
        case helpFilterNone, expectedScheduleFilter, filterTrack, filterRoom, filterLanguage, filterFavouritesOnly
        case helpFilterUnrecorded, filterUnrecordedOnly, helpFilterHidden, filterHiddenToo, rowHidden
        case helpFilterFriend, filterFriend, helpFilterHost, filterHost, schedulePeopleFound, helpSchedulePerson
        case helpHideTrack, helpHideRoom, helpHideLanguage, expectedHideWhat
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeSchedule: "the Schedule page",
            .scheduleTitle: "Schedule",
            .scheduleHeading: "Schedule: {heading}",
            .helpScheduleSelect: "open the N-th listed event",
            .helpScheduleSearch: "search the schedule by title, subtitle, abstract, host or tag; `search` alone ends the search",
            .pagedSchedule: "the schedule",
            .helpFilterTrack: "list one track (exact name, else a unique prefix or part); `filter track` alone lists all",
            .helpFilterRoom: "list one room; `filter room` alone lists all",
            .helpFilterLanguage:
                "list the events held in a language, e.g. `de` (takes in `de-AT`); `filter language` alone lists all",
            .helpFilterFavourites: "list favourites only, or everything again (survives day changes)",
            .helpFilterNone: "clear every filter and the search",
            .expectedScheduleFilter:
                "`track NAME`, `room NAME`, `language CODE`, `friend NAME`, `host NAME`, `favourites`, `unrecorded`, `hidden` or `none`",
            .schedulePeopleFound: "People: {people} (`person N` opens a page)",
            .helpSchedulePerson: "open the page of the N-th person the search found",
            .helpFilterHost:
                "list the events a host or speaker holds (their whole name, capitals aside); `filter host` alone lists all",
            .filterHost: "host {name}",
            .helpFilterUnrecorded: "list only (or no longer only) the events the source says will not be recorded",
            .filterUnrecordedOnly: "not recorded only",
            .helpFilterHidden: "list the hidden events too, marked, or leave them out again",
            .filterHiddenToo: "hidden ones too",
            .rowHidden: "hidden",
            .helpFilterFriend:
                "list what a friend picked (a kept friend's list: `keep NAME` on their picks); `filter friend` alone lists all",
            .filterFriend: "picked by {name}",
            .helpHideTrack:
                "hide a track's events (from the schedule, News, reminders and exports; `tab hidden` shows them again)",
            .helpHideRoom: "hide a room's events",
            .helpHideLanguage: "hide the events held in a language, e.g. `de` (takes in `de-AT`)",
            .expectedHideWhat: "`track NAME`, `room NAME` or `language CODE`",
            .filterTrack: "track {name}",
            .filterRoom: "room {name}",
            .filterLanguage: "language {code}",
            .filterFavouritesOnly: "favourites only",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeSchedule: "der Programmseite",
            .scheduleTitle: "Programm",
            .scheduleHeading: "Programm: {heading}",
            .helpScheduleSelect: "öffnet die N-te Veranstaltung der Liste",
            .helpScheduleSearch:
                "durchsucht das Programm nach Titel, Untertitel, Kurzbeschreibung, Leitung oder Tag; `search` allein beendet die Suche",
            .pagedSchedule: "des Programms",
            .helpFilterTrack:
                "listet nur einen Themenbereich (genauer Name, sonst ein eindeutiger Anfang oder Teil); `filter track` allein listet wieder alle",
            .helpFilterRoom: "listet nur einen Raum; `filter room` allein listet wieder alle",
            .helpFilterLanguage:
                "listet die Veranstaltungen in einer Sprache, z. B. `de` (schließt `de-AT` ein); `filter language` allein listet wieder alle",
            .helpFilterFavourites: "listet nur Favoriten oder wieder alles (bleibt beim Tageswechsel erhalten)",
            .helpFilterNone: "hebt alle Filter und die Suche auf",
            .expectedScheduleFilter:
                "`track NAME`, `room NAME`, `language CODE`, `friend NAME`, `host NAME`, `favourites`, `unrecorded`, `hidden` oder `none`",
            .schedulePeopleFound: "Personen: {people} (`person N` öffnet eine Seite)",
            .helpSchedulePerson: "öffnet die Seite der N-ten Person, die die Suche gefunden hat",
            .helpFilterHost:
                "listet die Veranstaltungen einer Leitung oder eines Vortragenden (ganzer Name, Groß- und Kleinschreibung egal); `filter host` allein listet wieder alle",
            .filterHost: "Leitung {name}",
            .helpFilterHidden: "listet auch die ausgeblendeten Veranstaltungen, markiert, oder lässt sie wieder weg",
            .filterHiddenToo: "auch Ausgeblendete",
            .rowHidden: "ausgeblendet",
            .helpFilterFriend:
                "listet, was jemand ausgewählt hat (eine behaltene Liste: `keep NAME` auf der Auswahl); `filter friend` allein listet wieder alle",
            .filterFriend: "ausgewählt von {name}",
            .helpHideTrack:
                "blendet die Veranstaltungen eines Themenbereichs aus (im Programm, in den News, bei Erinnerungen und Exporten; `tab hidden` blendet sie wieder ein)",
            .helpHideRoom: "blendet die Veranstaltungen eines Raums aus",
            .helpHideLanguage: "blendet die Veranstaltungen in einer Sprache aus, z. B. `de` (schließt `de-AT` ein)",
            .expectedHideWhat: "`track NAME`, `room NAME` oder `language CODE`",
            .helpFilterUnrecorded:
                "nur (oder nicht mehr nur) die Veranstaltungen zeigen, die laut Quelle nicht aufgezeichnet werden",
            .filterUnrecordedOnly: "nur ohne Aufzeichnung",
            .filterTrack: "Themenbereich {name}",
            .filterRoom: "Raum {name}",
            .filterLanguage: "Sprache {code}",
            .filterFavouritesOnly: "nur Favoriten",
        ])
}
