import ConbookCore
import ConbookDownloads
import Foundation

/// The `sourceVersion` an export URL's responses carry: the HTTP validators of the body, the
/// convention it held and, when the address given was a conference's page, the export found from
/// it, as compact JSON. The convention is kept so that a `304 Not Modified`, which has no body,
/// can still be answered for the right convention; the export so that it is not looked for again.
struct ScheduleExportVersion: Codable, Hashable {
    var validators: HTTPValidators
    /// The convention's identifier, as text (`"conventionIdentifier":"FOSDEM2026"`).
    private var convention: String
    /// The export found from the page given (missing in versions stored before there was discovery).
    var exportURL: String?

    private enum CodingKeys: String, CodingKey {
        case validators
        case convention = "conventionIdentifier"
        case exportURL
    }

    /// The convention the body held.
    var conventionIdentifier: ConventionIdentifier { ConventionIdentifier(convention) }

    /// The version as the opaque text the Core stores.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Reads a stored version; nil for anything else (another source's version, or none).
    init?(text: String?) {
        guard let data = text?.data(using: .utf8),
            let version = try? JSONDecoder().decode(ScheduleExportVersion.self, from: data)
        else { return nil }
        self = version
    }

    init(validators: HTTPValidators, conventionIdentifier: ConventionIdentifier, exportURL: URL? = nil) {
        self.validators = validators
        convention = conventionIdentifier.rawValue
        self.exportURL = exportURL?.absoluteString
    }
}
