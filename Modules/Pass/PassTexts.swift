import ConbookCore
public import ConbookModuleKit

/// The Pass module's catalogues of texts, one per language.
public enum PassTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<PassText>(
        language: .english,
        templates: [
            .passTitle: "Badge pass",
            .passFetching: "Fetching your badge pass from the convention's server…",
            .passHolder: "The badge pass of {name}",
            .passHolderWithRegistration: "The badge pass of {name} · registration {number}",
            .passNote: "Show this code at registration to pick up your badge.",
            .passNotOffered: "This convention's server offers no badge pass.",
            .passLogInPrompt: "Log in to see your badge pass ({logIn}).",
            .passSessionEnded:
                "The session of {name} ended; log in again to see your badge pass ({logIn}). Your favourites are kept.",
            .passOldLogin: "Your session ended; log in again to see your badge pass ({logIn}). Your favourites are kept.",
            .passNoRegistration:
                "The convention's server knows no registration of yours, so there is no badge pass. Registered under another account? Log in with that one ({logOut}, then {logIn}).",
            .passUnreadable: "The badge pass the server sent could not be read: {detail}",
            .passNotFetched: "The badge pass could not be fetched: {reason} ({tryAgain})",
            .passSummary: "your badge pass, the code registration scans (it needs a login)",
        ])

    /// The German texts.
    public static let german = TextCatalogue<PassText>(
        language: .german,
        templates: [
            .passTitle: "Badge-Pass",
            .passFetching: "Dein Badge-Pass wird vom Server der Convention geholt …",
            .passHolder: "Der Badge-Pass von {name}",
            .passHolderWithRegistration: "Der Badge-Pass von {name} · Registrierung {number}",
            .passNote: "Zeige diesen Code bei der Registrierung, um dein Badge abzuholen.",
            .passNotOffered: "Der Server dieser Convention bietet keinen Badge-Pass.",
            .passLogInPrompt: "Melde dich an, um deinen Badge-Pass zu sehen ({logIn}).",
            .passSessionEnded:
                "Die Sitzung von {name} ist abgelaufen; melde dich erneut an, um deinen Badge-Pass zu sehen ({logIn}). Deine Favoriten bleiben erhalten.",
            .passOldLogin:
                "Deine Sitzung ist abgelaufen; melde dich erneut an, um deinen Badge-Pass zu sehen ({logIn}). Deine Favoriten bleiben erhalten.",
            .passNoRegistration:
                "Der Server der Convention kennt keine Registrierung von dir, daher gibt es keinen Badge-Pass. Unter einem anderen Konto registriert? Melde dich mit diesem an ({logOut}, dann {logIn}).",
            .passUnreadable: "Der Badge-Pass, den der Server geschickt hat, konnte nicht gelesen werden: {detail}",
            .passNotFetched: "Der Badge-Pass konnte nicht geholt werden: {reason} ({tryAgain})",
            .passSummary: "deinen Badge-Pass, den Code, den die Registrierung scannt (braucht eine Anmeldung)",
        ])
}
