public import ConbookModuleKit

/// Every text the WebPage module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`WebPageTexts`).
public enum WebPageText: String, TextKey {
    case webPageKindWebPage
    case webPageNoteWebPage
    case webPageKindMail
    case webPageNoteMail
    case webPageKindPhone
    case webPageNotePhone
}
