import ConbookCore
import ConbookModuleKit
import Foundation

/// What `conbook` knows of itself, for About: its version, the data directory and what it
/// takes on disk (the database, its journal and the picture files), and the shipped data's sources.
struct ConbookInstallation: InstallationFacts {
    /// This release's version; raised with each release (see `Core/ConbookCore.docc/DevelopingConbook.md`).
    static let currentVersion = "0.10.0"

    /// The data directory.
    let root: URL
    /// The words of the credits.
    let texts: TextCatalogue<CommandLineText>

    var version: String { Self.currentVersion }

    var dataLocation: String? { root.path }

    func dataSizeInBytes() -> Int? {
        guard
            let files = FileManager.default.enumerator(
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
        [texts(.creditDemo), texts(.creditLiveData), texts(.creditLibraries)]
    }
}
