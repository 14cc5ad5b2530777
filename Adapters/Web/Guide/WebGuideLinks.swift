/// The links of a page written for a static copy: each of the guide's own pages it links to (so
/// the copy holds every page reachable), and the pictures it shows; its page links and form
/// addresses are given a final `/`, as a static host serves a folder's `index.html` there.
enum WebGuideLinks {
    /// The page with its links made static, the paths of the pages it links to, and the digests
    /// of its pictures; read in one pass over its bytes.
    static func forStaticCopy(_ page: [UInt8]) -> (page: [UInt8], links: [String], pictures: [String]) {
        var result: [UInt8] = []
        result.reserveCapacity(page.count + 512)
        var links: [String] = []
        var pictures: [String] = []
        var index = 0
        while index < page.count {
            result.append(page[index])
            guard page[index] == UInt8(ascii: "\""), let attribute = attributeEnding(at: index, in: page) else {
                index += 1
                continue
            }
            index += 1
            let start = index
            while index < page.count, page[index] != UInt8(ascii: "\"") { index += 1 }
            let value = page[start..<index]
            result += value
            let path = String(decoding: value, as: UTF8.self).replacingAmpersands()
            if attribute == .source {
                if path.hasPrefix(picturesPrefix) { pictures.append(String(path.dropFirst(picturesPrefix.count))) }
            } else if isPage(path) {
                links.append(path)
                if path != "/" { result.append(UInt8(ascii: "/")) }
            }
        }
        return (result, links, pictures)
    }

    private enum Attribute { case link, source }

    private static let picturesPrefix = "/pictures/"
    private static let markers: [(bytes: [UInt8], attribute: Attribute)] = [
        (Array(" href=".utf8), .link), (Array(" action=".utf8), .link), (Array(" src=".utf8), .source),
    ]

    /// Which attribute a quote opens the value of, if it is one of those read.
    private static func attributeEnding(at quote: Int, in page: [UInt8]) -> Attribute? {
        for marker in markers where quote >= marker.bytes.count {
            let start = quote - marker.bytes.count
            if page[start..<quote].elementsEqual(marker.bytes) { return marker.attribute }
        }
        return nil
    }

    /// Whether an address is one of the guide's pages: its own path, with no query or fragment,
    /// and not one of its files (the style sheet, script, worker, manifest, index, pictures and
    /// calendar files).
    private static func isPage(_ path: String) -> Bool {
        guard path.hasPrefix("/"), !path.hasPrefix("//"),
            !path.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") })
        else { return false }
        guard path != "/" else { return true }
        guard !path.hasSuffix("/"), let first = path.split(separator: "/").first else { return false }
        return !files.contains(String(first))
    }

    /// The first segments of the guide's files.
    private static let files: Set<String> = [
        "style.css", "guide.js", "sw.js", "manifest.webmanifest", "guide-index.json", "guide-revision.json", "calendar.ics",
        "pictures", "calendar",
    ]
}

extension String {
    /// The text with `&amp;` read back as `&` (the only entity an address written by the pages
    /// holds).
    fileprivate func replacingAmpersands() -> String {
        guard utf8.contains(UInt8(ascii: "&")) else { return self }
        return split(separator: "&amp;", omittingEmptySubsequences: false).joined(separator: "&")
    }
}
