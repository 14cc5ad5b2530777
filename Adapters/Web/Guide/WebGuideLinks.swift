/// The links of a page written for a static copy: each of the guide's own pages it links to (so
/// the copy holds every page reachable), and the pictures it shows; its page links and form
/// addresses are given a final `/`, as a static host serves a folder's `index.html` there.
enum WebGuideLinks {
    /// The page with its links made static, the paths of the pages it links to, and the digests
    /// of its pictures.
    static func forStaticCopy(_ page: String) -> (page: String, links: [String], pictures: [String]) {
        var result = ""
        result.reserveCapacity(page.utf8.count + 256)
        var links: [String] = []
        var pictures: [String] = []
        var rest = Substring(page)
        let markers = [" href=\"", " action=\"", " src=\""]
        while let (marker, range) = markers.compactMap({ marker in rest.firstRange(of: marker).map { (marker, $0) } })
            .min(by: { $0.1.lowerBound < $1.1.lowerBound })
        {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let value = String(rest[..<end])
            rest = rest[end...]
            let path = value.replacingAll("&amp;", with: "&")
            if marker == " src=\"", path.hasPrefix("/pictures/") {
                pictures.append(String(path.dropFirst("/pictures/".count)))
                result += value
            } else if isPage(path) {
                links.append(path)
                result += value + (path == "/" ? "" : "/")
            } else {
                result += value
            }
        }
        result += rest
        return (result, links, pictures)
    }

    /// Whether an address is one of the guide's pages: its own path, with no query or fragment,
    /// and not one of its files (the style sheet, script, worker, manifest, index, pictures and
    /// calendar files).
    private static func isPage(_ path: String) -> Bool {
        guard path.hasPrefix("/"), !path.hasPrefix("//"), !path.contains("?"), !path.contains("#") else { return false }
        guard path != "/" else { return true }
        guard !path.hasSuffix("/"), let first = path.split(separator: "/").first else { return false }
        return !files.contains(String(first))
    }

    /// The first segments of the guide's files.
    private static let files: Set<String> = [
        "style.css", "guide.js", "sw.js", "manifest.webmanifest", "guide-index.json", "calendar.ics", "pictures", "calendar",
    ]
}

extension String {
    /// The string with every occurrence of one text replaced by another.
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
