import ConbookCore
public import ConbookModuleKit

/// The words only `WebArtistAlleyRegistrationScene` shows, one catalogue per language; its title
/// comes with its view model (before that it is the module's own, `registrationTitle`).
public enum WebArtistAlleyRegistrationTexts: TextCatalogues {
    /// Every text of the scene's own, as a key into its catalogues.
    public enum Key: String, TextKey {
        case stateLabel, tableLabel, nameLabel, descriptionLabel
        case requestTable, changeRequest, checkOut, logIn, fetchAgain
        case formLegend, displayNameField, descriptionField, locationField, websiteField, telegramField, pictureField
        case sendRequest, checkOutQuestion, confirmCheckOut, keepTable
    }

    /// The English texts.
    public static let english = TextCatalogue<Key>(
        language: .english,
        templates: [
            .stateLabel: "State",
            .tableLabel: "Table",
            .nameLabel: "Name",
            .descriptionLabel: "Description",
            .requestTable: "Ask for a table",
            .changeRequest: "Change your request",
            .checkOut: "Check out",
            .logIn: "Log in",
            .fetchAgain: "Fetch it again",
            .formLegend: "Your request for a table",
            .displayNameField: "Display name",
            .descriptionField: "Short description",
            .locationField: "Table number",
            .websiteField: "Website (optional)",
            .telegramField: "Telegram handle (optional)",
            .pictureField: "Picture of your table or art (JPEG, PNG or WebP, up to 4 MB)",
            .sendRequest: "Send the request",
            .checkOutQuestion: "Check out and give up your table?",
            .confirmCheckOut: "Yes, check out",
            .keepTable: "No, keep my table",
        ])

    /// The German texts.
    public static let german = TextCatalogue<Key>(
        language: .german,
        templates: [
            .stateLabel: "Stand",
            .tableLabel: "Tisch",
            .nameLabel: "Name",
            .descriptionLabel: "Beschreibung",
            .requestTable: "Einen Tisch anfragen",
            .changeRequest: "Deine Anfrage ändern",
            .checkOut: "Auschecken",
            .logIn: "Anmelden",
            .fetchAgain: "Erneut holen",
            .formLegend: "Deine Anfrage für einen Tisch",
            .displayNameField: "Anzeigename",
            .descriptionField: "Kurzbeschreibung",
            .locationField: "Tischnummer",
            .websiteField: "Website (optional)",
            .telegramField: "Telegram-Name (optional)",
            .pictureField: "Bild deines Tisches oder deiner Kunst (JPEG, PNG oder WebP, bis 4 MB)",
            .sendRequest: "Anfrage senden",
            .checkOutQuestion: "Auschecken und deinen Tisch aufgeben?",
            .confirmCheckOut: "Ja, auschecken",
            .keepTable: "Nein, Tisch behalten",
        ])
}
