import ConbookCore
import ConbookModuleKit

/// Turns a link outside the convention into display values.
struct WebPageInteractor {
    /// The page's display values; nil for a link that leads inside the convention or is refused.
    func viewModel(for destination: ContentLink, named name: String) -> WebPageViewModel? {
        let (kind, shown, address, note): (String, String, String, String)
        switch destination {
        case .webPage(let url):
            (kind, shown, address) = ("Web page", url, url)
            note = "A web page outside the convention; Conbook does not fetch it."
        case .mail(let mail):
            (kind, shown, address) = ("E-mail", mail, "mailto:\(mail)")
            note = "A mail address; opening it starts a mail to it."
        case .phone(let number):
            (kind, shown, address) = ("Phone", number, "tel:\(number.filter { !$0.isWhitespace })")
            note = "A phone number; opening it calls it, where a phone can."
        default:
            return nil
        }
        return WebPageViewModel(
            title: DisplayText.nonEmpty(name) ?? shown, kind: kind, shownAddress: shown, address: address, note: note)
    }
}
