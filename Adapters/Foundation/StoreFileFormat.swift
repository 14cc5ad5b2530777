import ConbookCore
import Foundation

/// The JSON files of `FileConventionStore`: each wraps its content with a format version, e.g.
/// `{"formatVersion":1,"convention":{…}}`, `{"formatVersion":1,"favourites":["…"]}` and
/// `{"formatVersion":1,"reads":[{"id":"…","version":…}]}`.
///
/// A later Conbook that changes the layout raises the version; this one then refuses the file
/// as unreadable instead of misreading it.
enum StoreFileFormat {
    /// The version this Conbook writes and the newest it reads.
    static let currentVersion = 1

    /// `convention.json`.
    struct ConventionFile: Codable {
        var formatVersion: Int
        var convention: StoredConvention
    }

    /// `favourites.json`; identifiers sorted, so that equal sets give equal files.
    struct FavouritesFile: Codable {
        var formatVersion: Int
        var favourites: [Event.ID]
    }

    /// `announcement-reads.json`: each read announcement with the `lastChanged` of the version
    /// read, sorted by identifier.
    struct AnnouncementReadsFile: Codable {
        struct Read: Codable {
            var id: Announcement.ID
            var version: Instant
        }

        var formatVersion: Int
        var reads: [Read]
    }

    private struct VersionProbe: Decodable {
        var formatVersion: Int?
    }

    /// Encodes a file's content.
    static func encode(_ file: some Encodable) throws(FormatProblem) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(file)
        } catch {
            throw FormatProblem(reason: "cannot encode the data (\(error))")
        }
    }

    /// Decodes a file's content after checking its format version.
    static func decode<File: Decodable>(_ type: File.Type, from data: Data) throws(FormatProblem) -> File {
        let decoder = JSONDecoder()
        let version: Int?
        do {
            version = try decoder.decode(VersionProbe.self, from: data).formatVersion
        } catch {
            throw FormatProblem(reason: describe(error, in: data))
        }
        guard let version else {
            throw FormatProblem(reason: "it has no formatVersion, so it is not a Conbook store file")
        }
        guard version <= currentVersion else {
            throw FormatProblem(
                reason:
                    "it was written by a newer Conbook (format version \(version); this one reads up to \(currentVersion))"
            )
        }
        guard version >= 1 else { throw FormatProblem(reason: "unknown format version \(version)") }
        do {
            return try decoder.decode(File.self, from: data)
        } catch {
            throw FormatProblem(reason: describe(error, in: data))
        }
    }

    private static func describe(_ error: any Error, in data: Data) -> String {
        guard let decodingError = error as? DecodingError else { return "\(error)" }
        if let description = DecodingErrorDescription(decodingError) {
            return "unexpected content at \(description.message)"
        }
        let finding = JSONSyntaxDiagnosis.diagnose([UInt8](data))
        return finding.isTruncation && finding != .empty
            ? "it is truncated: \(finding.explanation)" : finding.explanation
    }

    /// Why a file's content cannot be encoded or decoded, in words.
    struct FormatProblem: Error {
        let reason: String
    }
}
