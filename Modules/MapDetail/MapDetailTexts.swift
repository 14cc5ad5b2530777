import ConbookCore
public import ConbookModuleKit

/// The MapDetail module's catalogues of texts, one per language.
public enum MapDetailTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<MapDetailText>(
        language: .english,
        templates: [
            .mapUnavailable: "This map is no longer in the convention.",
            .mapIgnoredPlace: "{place}: {reason}",
            .mapFocus: "{place} at {point}",
            .mapTapNothing: "Nothing here.",
            .mapTapChoice: "{count} places here: choose one.",
            .mapTapPlaces: "Places",
            .mapTapDealer: "Dealer: {name}",
            .mapTapDealerSection: "Dealer",
            .mapTapPlace: "Place: {name}",
            .mapTapMarkedHere: "Marked on this map.",
            .mapTapOnTheMap: "on the map {map}",
            .mapTapOnAnotherMap: "On another map",
            .mapTapWebPage: "Web page: {name}",
            .mapTapExternalMap: "Map outside the convention: {name}",
            .mapAPlace: "A place",
            .mapTapUnavailable: "Unavailable: {reason}.",
            .mapRoomNothingRunning: "Nothing runs here now.",
            .mapRoomRunningNow: "Running now",
            .mapRoomNothingMore: "Nothing more is scheduled here.",
            .mapRoomNext: "Next",
            .mapTapRoom: "Room: {name}",
            .mapUnnamedPlace: "An unnamed place",
            .mapAPlaceOn: "A place on {map}",
            .mapKindDealer: "dealer",
            .mapKindRoom: "room",
            .mapKindPlaceHere: "place on this map",
            .mapKindPlaceOnMap: "place on the map {map}",
            .mapKindWebPage: "web page",
            .mapKindExternalMap: "map outside the convention",
            .mapKindUnavailable: "unavailable: {reason}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<MapDetailText>(
        language: .german,
        templates: [
            .mapUnavailable: "Diese Karte gibt es in der Convention nicht mehr.",
            .mapIgnoredPlace: "{place}: {reason}",
            .mapFocus: "{place} bei {point}",
            .mapTapNothing: "Hier ist nichts.",
            .mapTapChoice: "{count} Orte hier: Wähle einen.",
            .mapTapPlaces: "Orte",
            .mapTapDealer: "Händler: {name}",
            .mapTapDealerSection: "Händler",
            .mapTapPlace: "Ort: {name}",
            .mapTapMarkedHere: "Auf dieser Karte markiert.",
            .mapTapOnTheMap: "auf der Karte {map}",
            .mapTapOnAnotherMap: "Auf einer anderen Karte",
            .mapTapWebPage: "Webseite: {name}",
            .mapTapExternalMap: "Karte außerhalb der Convention: {name}",
            .mapAPlace: "Ein Ort",
            .mapTapUnavailable: "Nicht verfügbar: {reason}.",
            .mapRoomNothingRunning: "Hier läuft gerade nichts.",
            .mapRoomRunningNow: "Läuft gerade",
            .mapRoomNothingMore: "Hier ist nichts mehr geplant.",
            .mapRoomNext: "Als Nächstes",
            .mapTapRoom: "Raum: {name}",
            .mapUnnamedPlace: "Ein unbenannter Ort",
            .mapAPlaceOn: "Ein Ort auf {map}",
            .mapKindDealer: "Händler",
            .mapKindRoom: "Raum",
            .mapKindPlaceHere: "Ort auf dieser Karte",
            .mapKindPlaceOnMap: "Ort auf der Karte {map}",
            .mapKindWebPage: "Webseite",
            .mapKindExternalMap: "Karte außerhalb der Convention",
            .mapKindUnavailable: "nicht verfügbar: {reason}",
        ])
}
