import ConbookCore
public import ConbookModuleKit

/// The Hidden module's catalogues of texts, one per language.
public enum HiddenTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<HiddenText>(
        language: .english,
        templates: [
            .hiddenSectionTitle: "Hidden",
            .hiddenEmpty: "Nothing is hidden: every event shows in the schedule, News, reminders and exports.",
            .hiddenEvents: "Events",
            .hiddenRooms: "Rooms",
            .hiddenTracks: "Tracks",
            .hiddenLanguages: "Languages",
            .hiddenEventWhen: "{date} {times} · {room}",
            .hiddenNoLongerInSchedule: "no longer in the schedule",
            .hiddenShowNotSaved: "It could not be shown again: {reason}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<HiddenText>(
        language: .german,
        templates: [
            .hiddenSectionTitle: "Ausgeblendet",
            .hiddenEmpty:
                "Nichts ist ausgeblendet: jede Veranstaltung steht im Programm, in den News, bei Erinnerungen und Exporten.",
            .hiddenEvents: "Veranstaltungen",
            .hiddenRooms: "Räume",
            .hiddenTracks: "Themenbereiche",
            .hiddenLanguages: "Sprachen",
            .hiddenEventWhen: "{date} {times} · {room}",
            .hiddenNoLongerInSchedule: "nicht mehr im Programm",
            .hiddenShowNotSaved: "Wieder einblenden ging nicht: {reason}",
        ])
}
