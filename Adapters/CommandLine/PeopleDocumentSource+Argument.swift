import ArgumentParser
import ConbookModuleKit
import ConbookScheduleExports
import Foundation

extension PeopleDocumentSource {
    /// The people file an argument names (`--people`): an http(s) URL, else a readable file.
    /// - Throws: `ValidationError` for an argument that is neither.
    init(argument: String, texts: TextCatalogue<CommandLineText>) throws {
        if let url = URL(string: argument), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        {
            self = .remote(url)
            return
        }
        let fileURL = URL(string: argument).flatMap { $0.isFileURL ? $0 : nil } ?? URL(fileURLWithPath: argument)
        guard FileManager.default.isReadableFile(atPath: fileURL.path) else {
            throw ValidationError(texts(.peopleUnreadable, ["argument": argument]))
        }
        self = .file(fileURL.standardizedFileURL)
    }

    /// The source as a `--people` argument that names it from any working directory.
    var argument: String {
        switch self {
        case .file(let url): url.path
        case .remote(let url): url.absoluteString
        }
    }
}
