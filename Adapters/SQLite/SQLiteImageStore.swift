public import ConbookCore
import Foundation

/// Keeps one convention's images next to a `ConbookDatabase`: which version of each image is kept
/// in the `image_files` table, and the bytes in `images/` beside the database file, one file per
/// version shared by every convention (see `ImageFiles`). Get one from `ConbookDatabase.imageStore(for:)`.
///
/// A save writes the file whole first, then records it in one transaction, then deletes the file
/// of the version it replaced when nothing keeps it; an interrupted save leaves the earlier
/// version readable (and at worst a file nothing refers to, deleted by the next save or removal).
public final class SQLiteImageStore: ImageStore {
    /// The name of the convention whose images these are.
    public let name: String
    private let connection: SQLiteConnection
    private let files: ImageFiles

    init(connection: SQLiteConnection, files: ImageFiles, name: String) {
        self.connection = connection
        self.files = files
        self.name = name
    }

    private var location: String { "\(files.directory.path) (convention \"\(name)\")" }

    public func storedImages() throws(StoreError) -> [ImageReference.ID: String] {
        do {
            let statement = try connection.prepare("SELECT image_id, hash FROM image_files WHERE convention = ?")
            try statement.bind([.text(name)])
            var images: [ImageReference.ID: String] = [:]
            while try statement.step() {
                images[ImageReference.ID(statement.text(0))] = statement.text(1)
            }
            return images
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }

    public func save(_ bytes: [UInt8], for image: ImageReference) throws(StoreError) {
        do throws(SQLiteFailure) {
            guard let fileName = ImageFiles.fileName(hash: image.contentHash, mimeType: image.mimeType) else {
                throw SQLiteFailure.other("“\(image.contentHash)” is not a Base64 SHA-1", "keeping image \(image.id)")
            }
            try files.write(bytes, as: fileName)
            try connection.writeTransaction { () throws(SQLiteFailure) in
                try connection.prepare(
                    """
                    INSERT INTO image_files (convention, image_id, hash, size, mime_type, file_name)
                    VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (convention, image_id) DO UPDATE SET hash = excluded.hash, size = excluded.size,
                        mime_type = excluded.mime_type, file_name = excluded.file_name
                    """
                ).run([
                    .text(name), .text(image.id.rawValue), .text(image.contentHash), .int(bytes.count),
                    .text(image.mimeType), .text(fileName),
                ])
            }
            try files.removeUnkept()
        } catch {
            throw .writeFailed(location: location, reason: error.description)
        }
    }

    public func remove(_ images: Set<ImageReference.ID>) throws(StoreError) {
        do {
            try connection.writeTransaction { () throws(SQLiteFailure) in
                let delete = try connection.prepare("DELETE FROM image_files WHERE convention = ? AND image_id = ?")
                for id in images {
                    try delete.run([.text(name), .text(id.rawValue)])
                }
            }
            try files.removeUnkept()
        } catch {
            throw .writeFailed(location: location, reason: error.description)
        }
    }

    public func bytes(of image: ImageReference.ID) throws(StoreError) -> [UInt8]? {
        do {
            let statement = try connection.prepare(
                "SELECT file_name, size FROM image_files WHERE convention = ? AND image_id = ?")
            try statement.bind([.text(name), .text(image.rawValue)])
            guard try statement.step() else { return nil }
            return files.read(statement.text(0), size: Int(statement.integer(1)))
        } catch {
            throw .unreadable(location: location, reason: error.description)
        }
    }
}
