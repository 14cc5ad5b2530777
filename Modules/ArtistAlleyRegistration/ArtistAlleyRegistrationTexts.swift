import ConbookCore
public import ConbookModuleKit

/// The ArtistAlleyRegistration module's catalogues of texts, one per language.
public enum ArtistAlleyRegistrationTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<ArtistAlleyRegistrationText>(
        language: .english,
        templates: [
            .registrationTitle: "Your artist alley table",
            .registrationFetching: "Fetching your registration from the convention's server…",
            .registrationNone: "You have no artist alley registration ({askForTable}).",
            .registrationLogInPrompt: "Log in to see or ask for your artist alley table ({logIn}).",
            .registrationSessionEnded: "Your session ended; log in again ({logIn}). Your favourites are kept.",
            .registrationNotOffered: "This convention's server takes no artist alley registrations.",
            .registrationStatePending: "Pending: waiting for the organisers",
            .registrationStateAccepted: "Accepted: your table shows in the alley",
            .registrationStateRejected: "Rejected by the organisers",
            .registrationStatePublished: "Published",
            .registrationStateOther: "{state}",
            .registrationTable: "Table {table}",
            .registrationSending: "Sending your request…",
            .registrationSent: "Your request was sent: it waits for the organisers.",
            .registrationCheckingOut: "Checking out…",
            .registrationCheckedOut: "Checked out: your table has left the alley.",
            .registrationCheckOutKept: "Not checked out: your registration stays.",
            .registrationNothingToCheckOut: "You have no artist alley registration to check out.",
            .registrationNotCheckedIn:
                "The convention's server shows artist alley registrations only to checked-in attendees: yours shows once you are checked in.",
            .registrationRefused:
                "The convention's server refuses: registration for the artist alley is closed, or this account may not register (it takes checked-in attendees only).",
            .registrationRejectedByServer: "The convention's server refused the request: {message}",
            .registrationRejectedNoReason: "The convention's server refused the request without saying why.",
            .registrationFailed: "The convention's server could not be asked: {reason} ({tryAgain})",
            .problemDisplayName: "Not sent: the display name is required.",
            .problemDescription: "Not sent: the short description is required.",
            .problemLocation: "Not sent: the table must be a whole number above zero, not “{text}”.",
            .problemTelegram:
                "Not sent: “{text}” is not a Telegram handle (5 to 32 letters, digits or underscores, with or without @).",
            .problemPictureMissing: "Not sent: a picture of your table or art is required.",
            .problemPictureUnreadable: "Not sent: the picture {path} could not be read: {reason}",
            .problemPictureEmpty: "Not sent: the picture {file} is empty.",
            .problemPictureTooLarge: "Not sent: the picture {file} is larger than {limit} MB.",
            .problemPictureNotImage: "Not sent: {file} is not a JPEG, PNG or WebP picture.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<ArtistAlleyRegistrationText>(
        language: .german,
        templates: [
            .registrationTitle: "Dein Tisch in der Artist Alley",
            .registrationFetching: "Deine Anmeldung wird vom Server der Convention geholt …",
            .registrationNone: "Du hast keine Anmeldung für die Artist Alley ({askForTable}).",
            .registrationLogInPrompt:
                "Melde dich an, um deinen Tisch in der Artist Alley zu sehen oder anzufragen ({logIn}).",
            .registrationSessionEnded:
                "Deine Sitzung ist abgelaufen; melde dich erneut an ({logIn}). Deine Favoriten bleiben erhalten.",
            .registrationNotOffered: "Der Server dieser Convention nimmt keine Anmeldungen für die Artist Alley an.",
            .registrationStatePending: "Ausstehend: wartet auf die Organisatoren",
            .registrationStateAccepted: "Angenommen: dein Tisch erscheint in der Alley",
            .registrationStateRejected: "Von den Organisatoren abgelehnt",
            .registrationStatePublished: "Veröffentlicht",
            .registrationStateOther: "{state}",
            .registrationTable: "Tisch {table}",
            .registrationSending: "Deine Anfrage wird gesendet …",
            .registrationSent: "Deine Anfrage wurde gesendet: sie wartet auf die Organisatoren.",
            .registrationCheckingOut: "Auschecken …",
            .registrationCheckedOut: "Ausgecheckt: dein Tisch hat die Alley verlassen.",
            .registrationCheckOutKept: "Nicht ausgecheckt: deine Anmeldung bleibt.",
            .registrationNothingToCheckOut: "Du hast keine Anmeldung für die Artist Alley zum Auschecken.",
            .registrationNotCheckedIn:
                "Der Server der Convention zeigt Anmeldungen für die Artist Alley nur eingecheckten Teilnehmern: deine erscheint, sobald du eingecheckt bist.",
            .registrationRefused:
                "Der Server der Convention lehnt ab: die Anmeldung für die Artist Alley ist geschlossen, oder dieses Konto darf sich nicht anmelden (nur eingecheckte Teilnehmer dürfen).",
            .registrationRejectedByServer: "Der Server der Convention hat die Anfrage abgelehnt: {message}",
            .registrationRejectedNoReason: "Der Server der Convention hat die Anfrage ohne Begründung abgelehnt.",
            .registrationFailed:
                "Der Server der Convention konnte nicht gefragt werden: {reason} ({tryAgain})",
            .problemDisplayName: "Nicht gesendet: der Anzeigename ist erforderlich.",
            .problemDescription: "Nicht gesendet: die Kurzbeschreibung ist erforderlich.",
            .problemLocation: "Nicht gesendet: der Tisch muss eine ganze Zahl über null sein, nicht „{text}“.",
            .problemTelegram:
                "Nicht gesendet: „{text}“ ist kein Telegram-Name (5 bis 32 Buchstaben, Ziffern oder Unterstriche, mit oder ohne @).",
            .problemPictureMissing: "Nicht gesendet: ein Bild deines Tisches oder deiner Kunst ist erforderlich.",
            .problemPictureUnreadable: "Nicht gesendet: das Bild {path} konnte nicht gelesen werden: {reason}",
            .problemPictureEmpty: "Nicht gesendet: das Bild {file} ist leer.",
            .problemPictureTooLarge: "Nicht gesendet: das Bild {file} ist größer als {limit} MB.",
            .problemPictureNotImage: "Nicht gesendet: {file} ist kein JPEG-, PNG- oder WebP-Bild.",
        ])
}
