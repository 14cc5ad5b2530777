public import ConbookCore
import ConbookDownloads
public import Foundation

/// Where the people list a convention publishes in a file of its own beside its programme comes
/// from (ConClár's `people.json`, KonOpas's `people.js`, Sessionize's `view/Speakers`): a file, or
/// an http(s) address. It is read again with the programme at every download, with the same limits
/// and errors, said of the people file.
public enum PeopleDocumentSource: Sendable, Hashable {
    /// A local file.
    case file(URL)
    /// An http(s) address.
    case remote(URL)

    /// The file's bytes.
    /// - Throws: `.unreachable`, `.tooLarge` and the HTTP errors of `HTTPDownloader`, said of the
    ///   people file.
    public func document(maximumBytes: Int) async throws(ConventionAPIError) -> Data {
        do throws(ConventionAPIError) {
            switch self {
            case .file(let url):
                return try SourceFileReader(maximumBytes: maximumBytes).read(url)
            case .remote(let url):
                return try await HTTPDownloader(maximumResponseBytes: maximumBytes, accept: "application/json, */*;q=0.5")
                    .download(url)
            }
        } catch {
            throw error.inPeopleFile
        }
    }
}
