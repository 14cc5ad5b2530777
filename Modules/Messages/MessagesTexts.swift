import ConbookCore
public import ConbookModuleKit

/// The Messages module's catalogues of texts, one per language.
public enum MessagesTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<MessagesText>(
        language: .english,
        templates: [
            .messagesSectionTitle: "Messages",
            .messagesNone: "No messages",
            .messagesNotOffered: "This convention's source has no private messages.",
            .messagesSavedLoginUnreadable:
                "The saved login at {location} could not be read ({reason}); log in again to see your messages ({logIn}).",
            .messagesHeading: "Messages",
            .messagesSessionEnded:
                "The session of {name} ended; log in again to see your messages ({logIn}). Your favourites are kept.",
            .messagesOldLogin:
                "The login saved here was made the old way, which the convention's server no longer accepts; log in again to see your messages ({logIn}).",
            .messagesNoneYet: "No messages yet",
            .messagesCount: "{count} {count:message|messages}",
            .messagesCountWithUnread: "{count} {count:message|messages} · {unread} unread",
            .messageByline: "{author} · {time}",
            .messagesNotRefreshed: "The messages could not be refreshed: {reason}",
        ])

    /// The German texts.
    public static let german = TextCatalogue<MessagesText>(
        language: .german,
        templates: [
            .messagesSectionTitle: "Nachrichten",
            .messagesNone: "Keine Nachrichten",
            .messagesNotOffered: "Die Quelle dieser Convention bietet keine privaten Nachrichten.",
            .messagesSavedLoginUnreadable:
                "Die gespeicherte Anmeldung unter {location} konnte nicht gelesen werden ({reason}); melde dich erneut an, um deine Nachrichten zu sehen ({logIn}).",
            .messagesHeading: "Nachrichten",
            .messagesSessionEnded:
                "Die Sitzung von {name} ist abgelaufen; melde dich erneut an, um deine Nachrichten zu sehen ({logIn}). Deine Favoriten bleiben erhalten.",
            .messagesOldLogin:
                "Die hier gespeicherte Anmeldung wurde auf die alte Weise gemacht, die der Server der Convention nicht mehr annimmt; melde dich erneut an, um deine Nachrichten zu sehen ({logIn}).",
            .messagesNoneYet: "Noch keine Nachrichten",
            .messagesCount: "{count} {count:Nachricht|Nachrichten}",
            .messagesCountWithUnread: "{count} {count:Nachricht|Nachrichten} · {unread} ungelesen",
            .messageByline: "{author} · {time}",
            .messagesNotRefreshed: "Die Nachrichten konnten nicht aktualisiert werden: {reason}",
        ])
}
