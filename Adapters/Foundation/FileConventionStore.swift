public import ConbookCore
public import Foundation

/// Keeps the convention, the favourites and the read state of announcements as JSON files in a
/// directory: `convention.json`, `favourites.json` and `announcement-reads.json`, each with a format version (see the Core's `ConventionStore` contract).
///
/// - Writes are atomic (temporary file in the same directory, `fsync`, `rename`, `fsync` of the
///   directory): after a failed write, `StoreError.writeFailed` is thrown and the previous file is
///   intact. The directory is created on the first write with permissions 0700; files are 0600.
/// - A missing file means nothing is stored (nil, or no favourites).
/// - A file that exists but cannot be read (garbage, truncated, written by a newer Conbook) throws
///   `StoreError.unreadable` with its path and the specific reason; the file is never touched by a
///   read, so the user can move it aside or inspect it.
///
/// Meant for one process at a time, used from one thread at a time (the Core uses it on the main actor).
public final class FileConventionStore: ConventionStore {
    /// The directory holding the files.
    public let directory: URL

    /// Creates a store over a directory; nothing is read or created until it is used.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Where the convention is kept.
    public var conventionFileURL: URL { directory.appendingPathComponent("convention.json") }

    /// Where the favourites are kept.
    public var favouritesFileURL: URL { directory.appendingPathComponent("favourites.json") }

    public func loadConvention() throws(StoreError) -> StoredConvention? {
        try read(StoreFileFormat.ConventionFile.self, from: conventionFileURL)?.convention
    }

    public func saveConvention(_ convention: StoredConvention) throws(StoreError) {
        let file = StoreFileFormat.ConventionFile(formatVersion: StoreFileFormat.currentVersion, convention: convention)
        try write(file, to: conventionFileURL)
    }

    public func loadFavourites() throws(StoreError) -> Set<Event.ID> {
        Set(try read(StoreFileFormat.FavouritesFile.self, from: favouritesFileURL)?.favourites ?? [])
    }

    public func saveFavourites(_ favourites: Set<Event.ID>) throws(StoreError) {
        let file = StoreFileFormat.FavouritesFile(
            formatVersion: StoreFileFormat.currentVersion, favourites: favourites.sorted())
        try write(file, to: favouritesFileURL)
    }

    /// Where the read state of announcements is kept.
    public var announcementReadsFileURL: URL { directory.appendingPathComponent("announcement-reads.json") }

    public func loadAnnouncementReads() throws(StoreError) -> [Announcement.ID: Instant] {
        let reads = try read(StoreFileFormat.AnnouncementReadsFile.self, from: announcementReadsFileURL)?.reads ?? []
        return Dictionary(reads.map { ($0.id, $0.version) }, uniquingKeysWith: max)
    }

    public func saveAnnouncementReads(_ reads: [Announcement.ID: Instant]) throws(StoreError) {
        let file = StoreFileFormat.AnnouncementReadsFile(
            formatVersion: StoreFileFormat.currentVersion,
            reads: reads.sorted { $0.key < $1.key }.map { .init(id: $0.key, version: $0.value) })
        try write(file, to: announcementReadsFileURL)
    }

    private func read<File: Decodable>(_ type: File.Type, from url: URL) throws(StoreError) -> File? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(location: url.path, reason: "cannot read the file (\(error.localizedDescription))")
        }
        do throws(StoreFileFormat.FormatProblem) {
            return try StoreFileFormat.decode(type, from: data)
        } catch {
            throw .unreadable(location: url.path, reason: error.reason)
        }
    }

    private func write(_ file: some Encodable, to url: URL) throws(StoreError) {
        let data: Data
        do throws(StoreFileFormat.FormatProblem) {
            data = try StoreFileFormat.encode(file)
        } catch {
            throw .writeFailed(location: url.path, reason: error.reason)
        }
        do throws(AtomicWriteFailure) {
            try AtomicFileWriter(fileURL: url).write(data)
        } catch {
            throw .writeFailed(location: url.path, reason: error.reason)
        }
    }
}
