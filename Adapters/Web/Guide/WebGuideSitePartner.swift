/// Another writer of a static copy's pages, e.g. a process of its own over the same store, so that
/// a large convention's copy is written on every core: `WebGuideSite.write(partner:_:)` hands it
/// pages (up to `capacity` at a time) while writing others itself, and follows the links of the
/// pages it finished. The partner writes a page's file itself; the pictures a page shows and the
/// pages it links to are the site's to write.
@MainActor
public protocol WebGuideSitePartner: AnyObject {
    /// How many pages it holds at most at a time.
    var capacity: Int { get }
    /// How many pages it holds that are not finished.
    var pending: Int { get }
    /// Hands it the page at a path (`/events/42`); false when it takes no more (it stopped): the
    /// page is then written by the site.
    func take(_ path: String) -> Bool
    /// What became of the pages it took, in the order it took them: each written (with what it
    /// leads to), not a page, or abandoned (it stopped before writing it). Returns what is known
    /// now, or, with `waitingForOne`, waits until something is.
    func outcomes(waitingForOne: Bool) async -> [WebGuideSitePartnerOutcome]
}

/// What became of a page a partner took.
public enum WebGuideSitePartnerOutcome: Sendable, Hashable {
    /// Its file is written; it leads to these pages and pictures.
    case written(path: String, links: WebGuideSite.PageLinks)
    /// The path names no page of the copy.
    case notAPage(path: String)
    /// The partner stopped before writing it: the site writes it.
    case abandoned(path: String)
}
