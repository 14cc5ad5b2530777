import ConbookCore
public import ConbookModuleKit

/// The words only `WebMapDetailScene` shows, one catalogue per language.
public enum WebMapDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case mapTitle, mapUnavailable, allMaps, mapShowing, mapIgnoredPlaces, mapTapAt
        case tapPicture, tapByPoint, tapX, tapY, tapButton
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .mapTitle: "Map",
            .mapUnavailable: "Map unavailable",
            .allMaps: "All maps",
            .mapShowing: "Showing: {focus}",
            .mapIgnoredPlaces: "Ignored, for wrong data: {count} {count:place|places}",
            .mapTapAt: "At {point}: {title}",
            .tapPicture: "{name}: tap a place to see what is there",
            .tapByPoint: "What is at a point of the picture (in its pixels, from the top left corner)",
            .tapX: "X (from the left)",
            .tapY: "Y (from the top)",
            .tapButton: "Show what is there",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .mapTitle: "Karte",
            .mapUnavailable: "Karte nicht verfügbar",
            .allMaps: "Alle Karten",
            .mapShowing: "Angezeigt: {focus}",
            .mapIgnoredPlaces: "Wegen fehlerhafter Daten ignoriert: {count} {count:Ort|Orte}",
            .mapTapAt: "Bei {point}: {title}",
            .tapPicture: "{name}: tippe auf einen Ort, um zu sehen, was dort ist",
            .tapByPoint: "Was an einem Punkt des Bildes liegt (in seinen Pixeln, ab der linken oberen Ecke)",
            .tapX: "X (von links)",
            .tapY: "Y (von oben)",
            .tapButton: "Zeigen, was dort ist",
        ])
}
