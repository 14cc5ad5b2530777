import ConbookCore
public import ConbookModuleKit

/// The Timetable module's catalogues of texts, one per language.
public enum TimetableTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<TimetableText>(
        language: .english,
        templates: [
            .timetableSummary: "a day as rooms × time, a column per room and a row per quarter of an hour"
        ])

    /// The German texts.
    public static let german = TextCatalogue<TimetableText>(
        language: .german,
        templates: [
            .timetableSummary: "einen Tag als Räume × Zeit, eine Spalte pro Raum und eine Zeile pro Viertelstunde"
        ])
}
