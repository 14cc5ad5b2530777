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
            .aboutScheduleVersion: "Schedule version",
            .aboutSupport: "Help",
            .aboutVenueNavigation: "Venue navigation",
            .aboutPublicWifi: "Public Wi-Fi",
            .aboutNotDownloaded: "not downloaded yet",
            .aboutData: "Data",
            .aboutDataEmbedded: "kept by the program that embeds Conbook",
            .aboutDataLocationAndSize: "{location} ({size})",
            .aboutDataLocationSizeUnknown: "{location} (size unknown)",
            .aboutStatePreview: "preview: the schedule may still change",
            .aboutStateLive: "live",
            .aboutStateUnknown: "unknown",
            .aboutCount: "{count} {kind}",
            .aboutSkipped: "Left out",
            .aboutSkippedMore: "and {count} more",
            .aboutSummary: "the version, the convention and its last sync, the data kept and the credits",
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
            .aboutScheduleVersion: "Programmversion",
            .aboutSupport: "Hilfe",
            .aboutVenueNavigation: "Wegweiser im Haus",
            .aboutPublicWifi: "Öffentliches WLAN",
            .aboutNotDownloaded: "noch nicht heruntergeladen",
            .aboutData: "Daten",
            .aboutDataEmbedded: "verwaltet vom Programm, in das Conbook eingebettet ist",
            .aboutDataLocationAndSize: "{location} ({size})",
            .aboutDataLocationSizeUnknown: "{location} (Größe unbekannt)",
            .aboutStatePreview: "Vorschau: Das Programm kann sich noch ändern",
            .aboutStateLive: "live",
            .aboutStateUnknown: "unbekannt",
            .aboutCount: "{count} {kind}",
            .aboutSkipped: "Ausgelassen",
            .aboutSkippedMore: "und {count} weitere",
            .aboutSummary:
                "die Version, die Convention und ihre letzte Synchronisierung, die gespeicherten Daten und die Danksagungen",
        ])
}
