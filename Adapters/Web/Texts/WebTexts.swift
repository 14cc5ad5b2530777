import ConbookCore
public import ConbookModuleKit

/// The words every page shares, one catalogue per language.
public enum WebTexts: TextCatalogues {
    /// The English texts.
    public static let english = TextCatalogue<WebText>(
        language: .english,
        templates: [
            .loading: "Loading…",
            .nothingToShow: "Nothing to show.",
            .refreshing: "Updating: {text}",
            .refreshFailed: "The update failed: {reason}. What you see is the last good data.",
            .formUnknownAction: "This page cannot do “{action}”.",
            .formMissingField: "The form lacked its field “{field}”: nothing was done.",
            .formMalformedField: "The form's field “{field}” was not understood: nothing was done.",
            .formNotLoadedYet: "The page was still loading: nothing was done. Try again.",
            .skipToContent: "Skip to the content",
            .sectionsLabel: "Sections",
            .menuLabel: "More",
            .back: "Back",
            .problemHeading: "Problem",
            .notFoundTitle: "Not found",
            .notFound: "There is no page at this address.",
            .pageNotOpen: "This page is no longer open. Open it again from its section.",
            .badRequestTitle: "Not understood",
            .forbiddenTitle: "Not allowed",
            .forbidden: "This browser is not paired with Conbook: open the pairing address the server printed.",
            .crossSiteForm:
                "The form did not come from this page (it may be an old page, or another site sent it): nothing was done.",
            .pictureNotShown: "Picture: {description}",
            .earlierPictureVersion: "an earlier version of the picture",
            .previousPage: "Previous page",
            .nextPage: "Next page",
            .pageOf: "Page {page} of {pages}",
            .refresh: "Update now",
            .favouriteMark: "favourite",
            .unreadMark: "new",
            .open: "Open",
        ])

    /// The German texts.
    public static let german = TextCatalogue<WebText>(
        language: .german,
        templates: [
            .loading: "Wird geladen …",
            .nothingToShow: "Nichts anzuzeigen.",
            .refreshing: "Aktualisierung: {text}",
            .refreshFailed: "Die Aktualisierung schlug fehl: {reason}. Angezeigt werden die letzten gültigen Daten.",
            .formUnknownAction: "Diese Seite kann „{action}“ nicht.",
            .formMissingField: "Dem Formular fehlte das Feld „{field}“: Es wurde nichts geändert.",
            .formMalformedField: "Das Feld „{field}“ des Formulars war unverständlich: Es wurde nichts geändert.",
            .formNotLoadedYet: "Die Seite lud noch: Es wurde nichts geändert. Bitte noch einmal versuchen.",
            .skipToContent: "Zum Inhalt springen",
            .sectionsLabel: "Bereiche",
            .menuLabel: "Mehr",
            .back: "Zurück",
            .problemHeading: "Problem",
            .notFoundTitle: "Nicht gefunden",
            .notFound: "Unter dieser Adresse gibt es keine Seite.",
            .pageNotOpen: "Diese Seite ist nicht mehr geöffnet. Öffne sie wieder aus ihrem Bereich.",
            .badRequestTitle: "Nicht verstanden",
            .forbiddenTitle: "Nicht erlaubt",
            .forbidden: "Dieser Browser ist nicht mit Conbook gekoppelt: Öffne die Kopplungsadresse, die der Server ausgab.",
            .crossSiteForm:
                "Das Formular kam nicht von dieser Seite (vielleicht eine alte Seite, oder eine andere Website schickte es): Es wurde nichts geändert.",
            .pictureNotShown: "Bild: {description}",
            .earlierPictureVersion: "eine frühere Fassung des Bildes",
            .previousPage: "Vorige Seite",
            .nextPage: "Nächste Seite",
            .pageOf: "Seite {page} von {pages}",
            .refresh: "Jetzt aktualisieren",
            .favouriteMark: "Favorit",
            .unreadMark: "neu",
            .open: "Öffnen",
        ])
}
