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
                "Log in with your convention registration: your registration number (on your badge and registration mail), your username and your password. It lets you read your private messages and play the convention's game.",
            .loginLoggedInAs: "Logged in as {username} (registration number {number}).",
        ])

    /// The German texts.
    public static let german = TextCatalogue<LoginText>(
        language: .german,
        templates: [
            .loginTitle: "Anmelden",
            .loginExplanation:
                "Melde dich mit deiner Registrierung für die Convention an: deiner Registrierungsnummer (auf deinem Badge und in der Registrierungsmail), deinem Benutzernamen und deinem Passwort. Damit kannst du deine privaten Nachrichten lesen und das Spiel der Convention spielen.",
            .loginLoggedInAs: "Angemeldet als {username} (Registrierungsnummer {number}).",
        ])
}
