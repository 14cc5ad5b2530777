import ConbookCore
public import ConbookModuleKit

/// The News module's catalogues of texts, one per language.
public enum NewsTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<NewsText>(
        language: .english,
        templates: [
            .newsSectionTitle: "News",
            .newsYourConvention: "Your convention",
            .newsCountdown: "{count} {count:day|days} until {convention}",
            .newsCountdownToTheConvention: "{count} {count:day|days} until the convention",
            .newsCountdownSection: "Countdown",
            .newsRunningUntil: "until {time}",
            .newsRunningNow: "Running now",
            .newsMoreRunningNow: "… and {count} {count:more|more} running now: the Schedule lists them all.",
            .newsUpcoming: "Upcoming",
            .newsMoreInTheNextHour: "… and {count} more in the next hour: the Schedule lists them all.",
            .newsNoFavouritesToday: "No favourites today.",
            .newsFreeUntil: "Free until {time}: {fits}",
            .newsFreeFrom: "Free from {start} to {end}: {fits}",
            .newsFreeNothingFits: "no event fits in it",
            .newsFreeOneFits: "1 event fits",
            .newsFreeSomeFit: "{count} events fit",
            .newsTodaysFavourites: "Today's favourites",
            .newsRemovedFavourites: "Favourites removed from the schedule",
            .newsAnnouncements: "Announcements",
            .newsAnnouncementsUnread: "Announcements · {unread} unread",
            .newsNews: "News",
            .newsNothingToShow: "Nothing to show right now.",
            .newsNoUnreadMessages: "No unread messages.",
            .newsUnreadMessages: "{count} unread {count:message|messages} ({openMessages}).",
            .newsRemovedFromSchedule: "removed from the schedule",
            .newsStartsIn: "starts in {minutes} min",
            .newsEnded: "ended",
            .newsFavouriteRunningUntil: "running until {time}",
            .newsFavouriteStartsAt: "starts at {time}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<NewsText>(
        language: .german,
        templates: [
            .newsSectionTitle: "Neuigkeiten",
            .newsYourConvention: "Deine Convention",
            .newsCountdown: "Noch {count} {count:Tag|Tage} bis {convention}",
            .newsCountdownToTheConvention: "Noch {count} {count:Tag|Tage} bis zur Convention",
            .newsCountdownSection: "Countdown",
            .newsRunningUntil: "bis {time}",
            .newsRunningNow: "Läuft gerade",
            .newsMoreRunningNow: "… und {count} {count:weitere läuft|weitere laufen} gerade: Das Programm zeigt sie alle.",
            .newsUpcoming: "Demnächst",
            .newsMoreInTheNextHour: "… und {count} weitere in der nächsten Stunde: Das Programm zeigt sie alle.",
            .newsNoFavouritesToday: "Heute keine Favoriten.",
            .newsFreeUntil: "Frei bis {time}: {fits}",
            .newsFreeFrom: "Frei von {start} bis {end}: {fits}",
            .newsFreeNothingFits: "keine Veranstaltung passt hinein",
            .newsFreeOneFits: "1 Veranstaltung passt hinein",
            .newsFreeSomeFit: "{count} Veranstaltungen passen hinein",
            .newsTodaysFavourites: "Favoriten heute",
            .newsRemovedFavourites: "Aus dem Programm entfernte Favoriten",
            .newsAnnouncements: "Ankündigungen",
            .newsAnnouncementsUnread: "Ankündigungen · {unread} ungelesen",
            .newsNews: "Neuigkeiten",
            .newsNothingToShow: "Gerade gibt es nichts anzuzeigen.",
            .newsNoUnreadMessages: "Keine ungelesenen Nachrichten.",
            .newsUnreadMessages: "{count} {count:ungelesene Nachricht|ungelesene Nachrichten} ({openMessages}).",
            .newsRemovedFromSchedule: "aus dem Programm entfernt",
            .newsStartsIn: "beginnt in {minutes} Min.",
            .newsEnded: "beendet",
            .newsFavouriteRunningUntil: "läuft bis {time}",
            .newsFavouriteStartsAt: "beginnt um {time}",
        ])
}
