import ConbookCore
import ConbookModuleKit

/// Turns a link outside the convention into display values.
struct WebPageInteractor {
    /// The page's display values; nil for a link that leads inside the convention or is refused.
    func viewModel(for destination: ContentLink, named name: String) -> WebPageViewModel? {
        let (kind, shown, address): (String, String, String)
        switch destination {
        case .webPage(let url): (kind, shown, address) = ("Web page", url, url)
        case .mail(let mail): (kind, shown, address) = ("E-mail", mail, "mailto:\(mail)")
        case .phone(let number): (kind, shown, address) = ("Phone", number, "tel:\(number.filter { !$0.isWhitespace })")
        default: return nil
        }
        return WebPageViewModel(title: DisplayText.nonEmpty(name) ?? shown, kind: kind, shownAddress: shown, address: address)
    }
}
