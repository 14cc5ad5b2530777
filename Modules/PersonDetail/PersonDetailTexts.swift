import ConbookCore
public import ConbookModuleKit

/// The PersonDetail module's catalogues of texts, one per language.
public enum PersonDetailTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<PersonDetailText>(
        language: .english,
        templates: [
            .personUnavailable: "Nobody by this name hosts an event of the convention any more.",
            .personPicture: "Picture",
            .personWebsite: "Website",
            .personEventCount: "{count} {count:event|events}",
            .personNoEvents: "They host no event of the schedule.",
            .personEventWhen: "{date} {times}",
            .personCancelled: "cancelled",
            .personHidden: "hidden",
            .personOverlaps: "overlaps your {count:favourite|favourites} {titles}",
            .personQuotedTitle: "“{title}”",
            .personFavouriteNotSaved: "The favourite could not be saved: {reason}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<PersonDetailText>(
        language: .german,
        templates: [
            .personUnavailable: "Niemand mit diesem Namen leitet noch eine Veranstaltung der Convention.",
            .personPicture: "Bild",
            .personWebsite: "Website",
            .personEventCount: "{count} {count:Veranstaltung|Veranstaltungen}",
            .personNoEvents: "Keine Veranstaltung des Programms.",
            .personEventWhen: "{date} {times}",
            .personCancelled: "abgesagt",
            .personHidden: "ausgeblendet",
            .personOverlaps: "überschneidet sich mit {count:deinem Favoriten|deinen Favoriten} {titles}",
            .personQuotedTitle: "„{title}“",
            .personFavouriteNotSaved: "Der Favorit konnte nicht gespeichert werden: {reason}",
        ])
}
