import ConbookCore
public import ConbookModuleKit

/// The Login module's catalogues of texts, one per language.
public enum LoginTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<LoginText>(
        language: .english,
        templates: [
            .loginTitle: "Log in",
            .loginExplanation:
                "Log in with your convention account at the convention's login provider, in a browser. It lets you read your private messages, give feedback and play the convention's game. Conbook never sees your password.",
            .loginPreparing: "Asking the login provider…",
            .loginFinishing: "Logging in…",
            .loginOpenAddress: "Open this address in a browser and log in there:",
            .loginPasteOrEnter:
                "When the browser says you are logged in, press Enter. If it ends on a page that cannot be reached, paste that page's address here.",
            .loginPasteOnly: "When you have logged in, paste here the address the browser ended on.",
            .loginNotYet: "The login provider has not answered yet: finish in the browser, then press Enter again.",
            .loginEnterCode: "On your phone or another computer, open {address} and enter the code {code}.",
            .loginLoggedInAs: "Logged in as {name}.",
            .loginRegistration: "Registration {number}: {status}",
            .loginRegistrationUnknown: "The convention's server has not told your registration yet.",
            .loginRoles: "Roles: {roles}",
            .loginNoRoles: "Roles: none",
            .loginValidUntil: "The login is renewed by itself; this access lasts until {time}.",
            .loginSummary: "the convention's login page, opened in your browser, to log in",
        ])

    /// The German texts.
    public static let german = TextCatalogue<LoginText>(
        language: .german,
        templates: [
            .loginTitle: "Anmelden",
            .loginExplanation:
                "Melde dich mit deinem Convention-Konto beim Anmeldedienst der Convention an, im Browser. Damit kannst du deine privaten Nachrichten lesen, Feedback geben und das Spiel der Convention spielen. Conbook sieht dein Passwort nie.",
            .loginPreparing: "Frage den Anmeldedienst…",
            .loginFinishing: "Anmeldung läuft…",
            .loginOpenAddress: "Öffne diese Adresse in einem Browser und melde dich dort an:",
            .loginPasteOrEnter:
                "Wenn der Browser sagt, dass du angemeldet bist, drück Enter. Endet er auf einer Seite, die nicht erreichbar ist, füge hier deren Adresse ein.",
            .loginPasteOnly: "Wenn du dich angemeldet hast, füge hier die Adresse ein, auf der der Browser endete.",
            .loginNotYet:
                "Der Anmeldedienst hat noch nicht geantwortet: Schließ die Anmeldung im Browser ab und drück dann erneut Enter.",
            .loginEnterCode: "Öffne auf deinem Telefon oder einem anderen Rechner {address} und gib den Code {code} ein.",
            .loginLoggedInAs: "Angemeldet als {name}.",
            .loginRegistration: "Registrierung {number}: {status}",
            .loginRegistrationUnknown: "Der Server der Convention hat deine Registrierung noch nicht mitgeteilt.",
            .loginRoles: "Rollen: {roles}",
            .loginNoRoles: "Rollen: keine",
            .loginValidUntil: "Die Anmeldung wird selbst erneuert; dieser Zugang gilt bis {time}.",
            .loginSummary: "die Anmeldeseite der Convention, in deinem Browser geöffnet, um dich anzumelden",
        ])
}
