import Foundation

/// What a command-line argument that names a source points at (`--source`, `--people`,
/// `conbook check`): an http(s) address with a host, else a readable file (a path or a `file:`
/// URL), its path standardized.
enum ArgumentLocation {
    /// An http(s) address.
    case remote(URL)
    /// A readable local file.
    case file(URL)

    /// Where the argument points; nil when it is neither an http(s) address nor a readable file.
    init?(_ argument: String) {
        if let url = URL(string: argument), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        {
            self = .remote(url)
            return
        }
        let fileURL = URL(string: argument).flatMap { $0.isFileURL ? $0 : nil } ?? URL(fileURLWithPath: argument)
        guard FileManager.default.isReadableFile(atPath: fileURL.path) else { return nil }
        self = .file(fileURL.standardizedFileURL)
    }
}
