import ConbookCore
public import ConbookModuleKit

/// The Lost & Found module's catalogues of texts, one per language.
public enum LostAndFoundTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<LostAndFoundText>(
        language: .english,
        templates: [
            .lostAndFoundSectionTitle: "Lost & Found",
            .lostAndFoundFetching: "Fetching the lost & found from the convention's server…",
            .lostAndFoundCount: "{count} {count:item|items}",
            .lostAndFoundNothingReported: "Nothing is reported lost or found.",
            .lostAndFoundSearch: "{count} {count:item matches|items match} “{text}” ({endSearch})",
            .lostAndFoundSearchNone: "Nothing matches “{text}” ({endSearch})",
            .lostAndFoundGroupLost: "Lost ({count})",
            .lostAndFoundGroupFound: "Found ({count})",
            .lostAndFoundGroupReturned: "Returned ({count})",
            .lostAndFoundGroupUnknown: "Other ({count})",
            .lostAndFoundLostAt: "Lost {time}",
            .lostAndFoundFoundAt: "Found {time}",
            .lostAndFoundReturnedAt: "Returned {time}",
            .lostAndFoundUnknownAt: "Reported {time}",
            .lostAndFoundNoTime: "Time not known",
            .lostAndFoundPicture: "Picture",
            .lostAndFoundNoDescription: "No description.",
            .lostAndFoundNotOffered: "This convention's server has no lost & found.",
            .lostAndFoundLogInPrompt: "The lost & found is shown to registered attendees: log in to see it ({logIn}).",
            .lostAndFoundSessionEnded:
                "The session of {name} ended; log in again to see the lost & found ({logIn}). Your favourites are kept.",
            .lostAndFoundOldLogin:
                "Your session ended; log in again to see the lost & found ({logIn}). Your favourites are kept.",
            .lostAndFoundNotAnAttendee:
                "The convention's server shows the lost & found to registered attendees only, and it does not know this login as one. Registered under another account? Log in with that one ({logOut}, then {logIn}).",
            .lostAndFoundUnreadable: "The lost & found the server sent could not be read: {detail}",
            .lostAndFoundNotFetched: "The lost & found could not be fetched: {reason} ({tryAgain})",
        ])

    /// The German texts.
    public static let german = TextCatalogue<LostAndFoundText>(
        language: .german,
        templates: [
            .lostAndFoundSectionTitle: "Fundbüro",
            .lostAndFoundFetching: "Das Fundbüro wird vom Server der Convention geholt …",
            .lostAndFoundCount: "{count} {count:Gegenstand|Gegenstände}",
            .lostAndFoundNothingReported: "Es ist nichts als verloren oder gefunden gemeldet.",
            .lostAndFoundSearch:
                "{count} {count:Gegenstand passt|Gegenstände passen} zu „{text}“ ({endSearch})",
            .lostAndFoundSearchNone: "Nichts passt zu „{text}“ ({endSearch})",
            .lostAndFoundGroupLost: "Verloren ({count})",
            .lostAndFoundGroupFound: "Gefunden ({count})",
            .lostAndFoundGroupReturned: "Zurückgegeben ({count})",
            .lostAndFoundGroupUnknown: "Sonstige ({count})",
            .lostAndFoundLostAt: "Verloren {time}",
            .lostAndFoundFoundAt: "Gefunden {time}",
            .lostAndFoundReturnedAt: "Zurückgegeben {time}",
            .lostAndFoundUnknownAt: "Gemeldet {time}",
            .lostAndFoundNoTime: "Zeit unbekannt",
            .lostAndFoundPicture: "Bild",
            .lostAndFoundNoDescription: "Keine Beschreibung.",
            .lostAndFoundNotOffered: "Der Server dieser Convention hat kein Fundbüro.",
            .lostAndFoundLogInPrompt:
                "Das Fundbüro wird registrierten Teilnehmenden gezeigt: melde dich an, um es zu sehen ({logIn}).",
            .lostAndFoundSessionEnded:
                "Die Sitzung von {name} ist abgelaufen; melde dich erneut an, um das Fundbüro zu sehen ({logIn}). Deine Favoriten bleiben erhalten.",
            .lostAndFoundOldLogin:
                "Deine Sitzung ist abgelaufen; melde dich erneut an, um das Fundbüro zu sehen ({logIn}). Deine Favoriten bleiben erhalten.",
            .lostAndFoundNotAnAttendee:
                "Der Server der Convention zeigt das Fundbüro nur registrierten Teilnehmenden, und diese Anmeldung kennt er nicht als solche. Unter einem anderen Konto registriert? Melde dich mit diesem an ({logOut}, dann {logIn}).",
            .lostAndFoundUnreadable: "Das Fundbüro, das der Server geschickt hat, konnte nicht gelesen werden: {detail}",
            .lostAndFoundNotFetched: "Das Fundbüro konnte nicht geholt werden: {reason} ({tryAgain})",
        ])
}
