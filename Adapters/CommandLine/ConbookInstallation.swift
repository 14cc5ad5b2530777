import ConbookCore
import Foundation

/// What `conbook` knows of itself, for About: its version, the data directory and what it
/// takes on disk (the database, its journal and the picture files), and the shipped data's sources.
struct ConbookInstallation: InstallationFacts {
    /// This release's version; raised with each release (see `README.md`, Development).
    static let currentVersion = "0.10.0"

    /// The data directory.
    let root: URL

    var version: String { Self.currentVersion }

    var dataLocation: String? { root.path }

    func dataSizeInBytes() -> Int? {
        guard let files = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey], options: [])
        else { return nil }
        var total = 0
        for case let file as URL in files {
            guard let values = try? file.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
                values.isRegularFile == true
            else { continue }
            total += values.fileSize ?? 0
        }
        return total
    }

    var credits: [String] {
        [
            "The demo convention: real Eurofurence app API responses (EF27, August 2022) from "
                + "github.com/eurofurence/ef-app_ios, MIT licence.",
            "Live data comes from the source you open (e.g. the Eurofurence API); its organisers own it.",
            "Conbook uses libxml2 (MIT), cmark (BSD-2-Clause), SQLite (public domain), stb_image (public domain or MIT) "
                + "and swift-argument-parser (Apache 2.0).",
        ]
    }
}
