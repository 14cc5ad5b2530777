import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleMapDetailScene` shows (a map's page), one catalogue per language; the
/// scene reads them together with the words the console shares (`ConsoleText`) through
/// `ConsoleWords`.
public enum ConsoleMapDetailTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“), as `help` and the errors that say where a command works
    /// insert it; an `expected…` follows "needs" (the accusative after „erwartet“).
    public enum Key: String, TextKey {
        case placeMap, mapTitle, mapUnavailable, helpMapTap, helpMapSelect, expectedTapPoint, mapHeading
        case mapNoPicture, mapTapHint, mapShowing, mapIgnoredPlaces, mapTapAt
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeMap: "a map's page",
            .mapTitle: "Map",
            .mapUnavailable: "Map unavailable",
            .helpMapTap: "show what is at a point of the map's picture (X and Y in pixels from its top left corner)",
            .helpMapSelect: "follow the N-th numbered result of the last tap: an event, a dealer or a place",
            .expectedTapPoint: "two whole numbers, X and Y, in pixels of the picture",
            .mapHeading: "Map: {name}",
            .mapNoPicture: "No picture",
            .mapTapHint: "{places} · `tap X Y` shows what is at a point of the picture",
            .mapShowing: "Showing: {focus}",
            .mapIgnoredPlaces: "Ignored, for wrong data: {count} {count:place|places}",
            .mapTapAt: "At {point}: {title}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeMap: "der Seite einer Karte",
            .mapTitle: "Karte",
            .mapUnavailable: "Karte nicht verfügbar",
            .helpMapTap: "zeigt, was an einem Punkt des Kartenbilds liegt (X und Y in Pixeln ab der linken oberen Ecke)",
            .helpMapSelect:
                "folgt dem N-ten nummerierten Ergebnis des letzten Antippens: einer Veranstaltung, einem Händler oder einem Ort",
            .expectedTapPoint: "zwei ganze Zahlen, X und Y, in Pixeln des Bildes",
            .mapHeading: "Karte: {name}",
            .mapNoPicture: "Kein Bild",
            .mapTapHint: "{places} · `tap X Y` zeigt, was an einem Punkt des Bildes liegt",
            .mapShowing: "Angezeigt: {focus}",
            .mapIgnoredPlaces: "Wegen fehlerhafter Daten ignoriert: {count} {count:Ort|Orte}",
            .mapTapAt: "Bei {point}: {title}",
        ])
}
