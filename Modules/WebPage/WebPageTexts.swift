import ConbookCore
public import ConbookModuleKit

/// The WebPage module's catalogues of texts, one per language.
public enum WebPageTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<WebPageText>(
        language: .english,
        templates: [
            .webPageKindWebPage: "Web page",
            .webPageNoteWebPage: "A web page outside the convention; Conbook does not fetch it.",
            .webPageKindMail: "E-mail",
            .webPageNoteMail: "A mail address; opening it starts a mail to it.",
            .webPageKindPhone: "Phone",
            .webPageNotePhone: "A phone number; opening it calls it, where a phone can.",
        ])

    /// The German texts.
    public static let german = TextCatalogue<WebPageText>(
        language: .german,
        templates: [
            .webPageKindWebPage: "Webseite",
            .webPageNoteWebPage: "Eine Webseite außerhalb der Convention; Conbook lädt sie nicht.",
            .webPageKindMail: "E-Mail",
            .webPageNoteMail: "Eine E-Mail-Adresse; beim Öffnen beginnst du eine E-Mail an sie.",
            .webPageKindPhone: "Telefon",
            .webPageNotePhone: "Eine Telefonnummer; beim Öffnen wird sie angerufen, sofern das Gerät telefonieren kann.",
        ])
}
