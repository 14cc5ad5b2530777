import ConbookCore
import ConbookModuleKit

/// Turns a link outside the convention into display values.
struct WebPageInteractor {
    let texts: ModuleWords<WebPageText>

    /// The page's display values; nil for a link that leads inside the convention or is refused.
    func viewModel(for destination: ContentLink, named name: String) -> WebPageViewModel? {
        let (kind, shown, address, note): (String, String, String, String)
        switch destination {
        case .webPage(let url):
            (kind, shown, address) = (texts(.webPageKindWebPage), url, url)
            note = texts(.webPageNoteWebPage)
        case .mail(let mail):
            (kind, shown, address) = (texts(.webPageKindMail), mail, "mailto:\(mail)")
            note = texts(.webPageNoteMail)
        case .phone(let number):
            (kind, shown, address) = (texts(.webPageKindPhone), number, "tel:\(number.filter { !$0.isWhitespace })")
            note = texts(.webPageNotePhone)
        default:
            return nil
        }
        return WebPageViewModel(
            title: DisplayText.nonEmpty(name) ?? shown, kind: kind, shownAddress: shown, address: address, note: note)
    }
}
