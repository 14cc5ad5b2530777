import ConbookCore
public import ConbookModuleKit

/// The What's on module's catalogues of texts, one per language.
public enum WhatsOnTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<WhatsOnText>(
        language: .english,
        templates: [
            .whatsOnHeading: "Running now at {time}, and starting by {until} ({minutes} {minutes:minute|minutes} ahead)",
            .whatsOnRunning: "Running now",
            .whatsOnStarting: "Starting by {until}",
            .whatsOnNothing: "Nothing runs now, and nothing starts in the next {minutes} {minutes:minute|minutes}.",
            .whatsOnMinutesLeft: "{minutes} min left",
            .whatsOnStartsIn: "starts in {minutes} min",
            .whatsOnStartsNow: "starts now",
            .whatsOnFavouriteNotSaved: "The favourite could not be saved: {reason}",
            .whatsOnSummary:
                "every event running now and starting in the next hour (or {argument} minutes), each with how long it still runs or how soon it starts",
            .whatsOnMinutesMeaning: "a number of minutes, 1 to 1,440",
        ])

    /// The German texts.
    public static let german = TextCatalogue<WhatsOnText>(
        language: .german,
        templates: [
            .whatsOnHeading:
                "Läuft jetzt um {time}, und beginnt bis {until} ({minutes} {minutes:Minute|Minuten} voraus)",
            .whatsOnRunning: "Läuft jetzt",
            .whatsOnStarting: "Beginnt bis {until}",
            .whatsOnNothing: "Jetzt läuft nichts, und in den nächsten {minutes} {minutes:Minute|Minuten} beginnt nichts.",
            .whatsOnMinutesLeft: "noch {minutes} Min.",
            .whatsOnStartsIn: "beginnt in {minutes} Min.",
            .whatsOnStartsNow: "beginnt jetzt",
            .whatsOnFavouriteNotSaved: "Der Favorit konnte nicht gespeichert werden: {reason}",
            .whatsOnSummary:
                "alle Veranstaltungen, die jetzt laufen und in der nächsten Stunde (oder {argument} Minuten) beginnen, jeweils mit wie lange sie noch laufen oder wann sie beginnen",
            .whatsOnMinutesMeaning: "eine Zahl von Minuten, 1 bis 1.440",
        ])
}
