import ConbookCore
public import ConbookModuleKit

/// The About module's catalogues of texts, one per language.
public enum AboutTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<AboutText>(
        language: .english,
        templates: [
            .aboutConvention: "Convention",
            .aboutLastSynced: "Last synced",
            .aboutLastSyncedValue: "{time} (the source's clock)",
            .aboutLastSyncedOnThisMachine: "{time} (this machine's clock)",
            .aboutState: "State",
            .aboutNotDownloaded: "not downloaded yet",
            .aboutData: "Data",
            .aboutDataEmbedded: "kept by the program that embeds Conbook",
            .aboutDataLocationAndSize: "{location} ({size})",
            .aboutDataLocationSizeUnknown: "{location} (size unknown)",
            .aboutStatePreview: "preview: the schedule may still change",
            .aboutStateLive: "live",
            .aboutStateUnknown: "unknown",
            .aboutCountEvents: "{count} events",
            .aboutCountDays: "{count} days",
            .aboutCountRooms: "{count} rooms",
            .aboutCountTracks: "{count} tracks",
            .aboutCountAnnouncements: "{count} announcements",
            .aboutCountDealers: "{count} dealers",
            .aboutCountMaps: "{count} maps",
            .aboutCountKnowledgeGroups: "{count} knowledge groups",
            .aboutCountKnowledgeEntries: "{count} knowledge entries",
            .aboutCountImages: "{count} images",
        ])

    /// The German texts.
    public static let german = TextCatalogue<AboutText>(
        language: .german,
        templates: [
            .aboutConvention: "Convention",
            .aboutLastSynced: "Zuletzt synchronisiert",
            .aboutLastSyncedValue: "{time} (laut Uhr der Quelle)",
            .aboutLastSyncedOnThisMachine: "{time} (laut Uhr dieses Rechners)",
            .aboutState: "Status",
            .aboutNotDownloaded: "noch nicht heruntergeladen",
            .aboutData: "Daten",
            .aboutDataEmbedded: "verwaltet vom Programm, in das Conbook eingebettet ist",
            .aboutDataLocationAndSize: "{location} ({size})",
            .aboutDataLocationSizeUnknown: "{location} (Größe unbekannt)",
            .aboutStatePreview: "Vorschau: Das Programm kann sich noch ändern",
            .aboutStateLive: "live",
            .aboutStateUnknown: "unbekannt",
            .aboutCountEvents: "{count} Veranstaltungen",
            .aboutCountDays: "{count} Tage",
            .aboutCountRooms: "{count} Räume",
            .aboutCountTracks: "{count} Themenbereiche",
            .aboutCountAnnouncements: "{count} Ankündigungen",
            .aboutCountDealers: "{count} Händler",
            .aboutCountMaps: "{count} Karten",
            .aboutCountKnowledgeGroups: "{count} Gruppen der Wissensdatenbank",
            .aboutCountKnowledgeEntries: "{count} Einträge der Wissensdatenbank",
            .aboutCountImages: "{count} Bilder",
        ])
}
