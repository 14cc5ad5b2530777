/// A line a site worker (`conbook site DIR --worker`) sends back to the process writing the whole
/// copy, as JSON: what became of a page it was given, or, at the end, what it wrote, or why it
/// stopped.
struct SiteWorkerReply: Codable {
    /// The page's path, as given.
    var path: String?
    /// The page's file in the copy (`events/42/index.html`); nil when the path names no page.
    var file: String?
    /// The pages it links to, by path.
    var links: [String]?
    /// The digests of the pictures it shows.
    var pictures: [String]?
    /// What the worker wrote, sent once it was given every page.
    var report: StaticSiteWriter.Report?
    /// Why it stopped before the end.
    var failure: String?
}
