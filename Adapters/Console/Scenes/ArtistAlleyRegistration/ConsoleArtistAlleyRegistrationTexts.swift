import ConbookCore
public import ConbookModuleKit

/// The words only `ConsoleArtistAlleyRegistrationScene` shows (the attendee's own alley table),
/// one catalogue per language; the scene reads them together with the words the console shares
/// (`ConsoleText`) through `ConsoleWords`.
public enum ConsoleArtistAlleyRegistrationTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues. Its `place…` follows "on" (in
    /// German the dative after „auf“).
    public enum Key: String, TextKey {
        case placeAlleyRegistration, alleyRegistrationTitle, alleyRegistrationState, alleyRegistrationTable
        case alleyRegistrationName, alleyRegistrationDescription, alleyRegistrationHint, alleyRegistrationHintCheckOut
        case alleyDisplayNamePrompt, alleyDescriptionPrompt, alleyLocationPrompt, alleyWebsitePrompt
        case alleyTelegramPrompt, alleyPicturePrompt, alleyCheckOutQuestion
        case helpAlleyRegister, helpAlleyCheckOut, helpAlleyRegistrationRefresh
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .placeAlleyRegistration: "your artist alley registration's page",
            .alleyRegistrationTitle: "Your artist alley table",
            .alleyRegistrationState: "State",
            .alleyRegistrationTable: "Table",
            .alleyRegistrationName: "Name",
            .alleyRegistrationDescription: "Description",
            .alleyRegistrationHint: "`register` asks for a table · `refresh` fetches it again · `back` returns",
            .alleyRegistrationHintCheckOut:
                "`register` changes your request · `checkout` gives up your table · `refresh` · `back` returns",
            .alleyDisplayNamePrompt: "Display name",
            .alleyDescriptionPrompt: "Short description",
            .alleyLocationPrompt: "Table number",
            .alleyWebsitePrompt: "Website (optional)",
            .alleyTelegramPrompt: "Telegram handle (optional)",
            .alleyPicturePrompt: "Picture file (JPEG, PNG or WebP, up to 4 MB)",
            .alleyCheckOutQuestion: "Check out and give up your table? (yes/no)",
            .helpAlleyRegister: "ask for a table: asks for the name, description, table, website, Telegram and a picture file",
            .helpAlleyCheckOut: "check out of the artist alley (asks to confirm first)",
            .helpAlleyRegistrationRefresh: "fetch your registration again",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .placeAlleyRegistration: "der Seite deiner Anmeldung für die Artist Alley",
            .alleyRegistrationTitle: "Dein Tisch in der Artist Alley",
            .alleyRegistrationState: "Stand",
            .alleyRegistrationTable: "Tisch",
            .alleyRegistrationName: "Name",
            .alleyRegistrationDescription: "Beschreibung",
            .alleyRegistrationHint: "`register` fragt einen Tisch an · `refresh` holt sie erneut · `back` kehrt zurück",
            .alleyRegistrationHintCheckOut:
                "`register` ändert deine Anfrage · `checkout` gibt deinen Tisch auf · `refresh` · `back` kehrt zurück",
            .alleyDisplayNamePrompt: "Anzeigename",
            .alleyDescriptionPrompt: "Kurzbeschreibung",
            .alleyLocationPrompt: "Tischnummer",
            .alleyWebsitePrompt: "Website (optional)",
            .alleyTelegramPrompt: "Telegram-Name (optional)",
            .alleyPicturePrompt: "Bilddatei (JPEG, PNG oder WebP, bis 4 MB)",
            .alleyCheckOutQuestion: "Auschecken und deinen Tisch aufgeben? (ja/nein)",
            .helpAlleyRegister:
                "fragt einen Tisch an: fragt nach Name, Beschreibung, Tisch, Website, Telegram und einer Bilddatei",
            .helpAlleyCheckOut: "checkt aus der Artist Alley aus (fragt zuerst nach)",
            .helpAlleyRegistrationRefresh: "holt deine Anmeldung erneut",
        ])
}
