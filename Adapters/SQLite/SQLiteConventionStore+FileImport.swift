public import ConbookCore
public import Foundation

extension SQLiteConventionStore {
    /// Copies what the JSON file store of an earlier Conbook kept in a directory (`convention.json`,
    /// `favourites.json`, `announcement-reads.json`, format version 1) into a store. Leaves the
    /// files where they are.
    ///
    /// A missing file imports nothing of its kind; favourites and read state are saved before the
    /// convention, and each is one transaction.
    /// - Throws: `StoreError.unreadable` (with the file's path) when a file exists but cannot be
    ///   read or was written by a newer Conbook; `StoreError.writeFailed` when saving fails.
    public static func importFileStore(at directory: URL, into store: SQLiteConventionStore) throws(StoreError) {
        let conventionURL = directory.appending(path: "convention.json")
        let favouritesURL = directory.appending(path: "favourites.json")
        let convention = try readFile(ImportedConventionFile.self, at: conventionURL)?.convention.value(at: conventionURL)
        let favourites = try readFile(ImportedFavouritesFile.self, at: favouritesURL)?.favourites
        let reads = try readFile(ImportedReadsFile.self, at: directory.appending(path: "announcement-reads.json"))?.reads
        if let favourites { try store.saveFavourites(Set(favourites.map { Event.ID($0) })) }
        if let reads {
            try store.saveAnnouncementReads(
                Dictionary(
                    reads.map { (Announcement.ID($0.id), Instant(millisecondsSinceEpoch: $0.version)) },
                    uniquingKeysWith: max))
        }
        if let convention { try store.saveConvention(convention) }
    }

    private static func readFile<File: Decodable & VersionedFile>(
        _ type: File.Type, at url: URL
    ) throws(StoreError)
        -> File?
    {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            let data = try Data(contentsOf: url)
            let version = try JSONDecoder().decode(ImportedFormatVersion.self, from: data).formatVersion
            guard version == 1 else {
                throw ImportProblem(reason: "format version \(version); this Conbook imports version 1")
            }
            return try JSONDecoder().decode(type, from: data)
        } catch let problem as ImportProblem {
            throw .unreadable(location: url.path, reason: problem.reason)
        } catch {
            throw .unreadable(location: url.path, reason: "cannot import it: \(error)")
        }
    }
}

/// A file of the JSON store, which wraps its content with a format version.
private protocol VersionedFile {}

/// `{"formatVersion":1,"convention":{…}}`.
private struct ImportedConventionFile: Decodable, VersionedFile {
    var convention: JSONStoreConventionRecord
}

/// `{"formatVersion":1,"favourites":["…"]}`.
private struct ImportedFavouritesFile: Decodable, VersionedFile {
    var favourites: [String]
}

/// `{"formatVersion":1,"reads":[{"id":"…","version":…}]}`.
private struct ImportedReadsFile: Decodable, VersionedFile {
    struct Read: Decodable {
        var id: String
        var version: Int64
    }

    var reads: [Read]
}

private struct ImportedFormatVersion: Decodable {
    var formatVersion: Int
}

private struct ImportProblem: Error {
    var reason: String
}
