import ArgumentParser
import ConbookModuleKit
import ConbookScheduleExports
import Foundation

extension PeopleDocumentSource {
    /// The people file an argument names (`--people`): an http(s) URL, else a readable file.
    /// - Throws: `ValidationError` for an argument that is neither.
    init(argument: String, texts: TextCatalogue<CommandLineText>) throws {
        switch ArgumentLocation(argument) {
        case .remote(let url)?: self = .remote(url)
        case .file(let url)?: self = .file(url)
        case nil: throw ValidationError(texts(.peopleUnreadable, ["argument": argument]))
        }
    }

    /// The source as a `--people` argument that names it from any working directory.
    var argument: String {
        switch self {
        case .file(let url): url.path
        case .remote(let url): url.absoluteString
        }
    }
}
