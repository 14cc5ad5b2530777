import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleHiddenScene` shows (the Hidden page), one catalogue per language; the
/// scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleHiddenTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it.
    public enum Key: String, TextKey {
        case placeHidden, hiddenTitle, helpHiddenShow, helpHiddenSelect, hiddenNotAnEvent, hiddenHint
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeHidden: "the Hidden page",
            .hiddenTitle: "Hidden: left out of the schedule, News, reminders and exports",
            .helpHiddenShow: "show the N-th listed item again",
            .helpHiddenSelect: "open the N-th listed event",
            .hiddenNotAnEvent: "Only an event in the schedule has a page; `show N` brings this one back.",
            .hiddenHint:
                "`show N` brings one back · `hide` on an event's page, `hide room|track|language …` on the schedule hide more",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeHidden: "der Seite „Ausgeblendet“",
            .hiddenTitle: "Ausgeblendet: fehlt im Programm, in den News, bei Erinnerungen und Exporten",
            .helpHiddenShow: "blendet den N-ten Eintrag der Liste wieder ein",
            .helpHiddenSelect: "öffnet die N-te Veranstaltung der Liste",
            .hiddenNotAnEvent: "Nur eine Veranstaltung im Programm hat eine Seite; `show N` blendet diesen Eintrag wieder ein.",
            .hiddenHint:
                "`show N` blendet einen Eintrag wieder ein · `hide` auf der Seite einer Veranstaltung, `hide room|track|language …` im Programm blenden mehr aus",
        ])
}
