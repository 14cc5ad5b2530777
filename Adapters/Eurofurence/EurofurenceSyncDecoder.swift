public import ConbookCore
import ConbookDownloads
public import Foundation

/// Decodes the Eurofurence API v2 `Sync` response into the Core's `SyncResponse`.
///
/// Read: `ConventionIdentifier`; `CurrentDateTimeUtc` (the server time, the next `since`); `State`;
/// `AppConfig` (since 2026: text by key, numbers and truth values as their text, nulls left out;
/// absent keeps what is stored); and the node of every kind the API carries (`EurofurenceSyncedKind`), each
/// `{RemoveAllBeforeInsert, ChangedEntities, DeletedEntities}`: `Events`, `EventConferenceDays`,
/// `EventConferenceRooms`, `EventConferenceTracks`, `Announcements` and `Images` are required
/// (their entity lists may be missing or null, meaning empty); `Dealers`, `Maps` (with their
/// places), `KnowledgeGroups`, `KnowledgeEntries` and `TableRegistrations` (the artist alley) may
/// be absent, meaning no change. Link fragments of a type this Conbook does not know are left out.
///
/// Leniency, as the real server and its samples need it:
/// - dates are ISO 8601 with `Z`, an offset, or no zone at all (as a 2026 server writes the dates
///   it reads from its database), which means UTC; with any number of fraction digits or none
///   (see `ISO8601Timestamp`); a day's `Date` counts by its date part only;
/// - `PanelHosts` `"A, B"` becomes `["A", "B"]` (trimmed, empty names dropped);
/// - null or missing `Tags` are `[]`, null tags among them are left out; null or missing `Title`,
///   `Slug`, `SubTitle`, `Abstract`, `Description`, `Author`, `Area` and image details are empty;
///   a missing `ShortName` is the room name's part before an en dash; null or empty image
///   identifiers are "no image";
/// - **a trailing comma before `}` or `]` is tolerated** (the sample `V2SyncAPIResponse.json`
///   has one), as Foundation's parser tolerates it: it cannot change a document's meaning, and the
///   Eurofurence app itself decodes that sample. Nothing else from JSON5 is accepted: comments,
///   single quotes or unquoted keys are refused as malformed;
/// - a key given twice in one object: the first is read.
///
/// The bytes are read in place, as a stream (`EurofurenceSyncStreamReader`: each value read into a
/// flat list of its values, a tape, and decoded from it by `JSONTapeDecoder`, one entity after the
/// other; Foundation's `JSONDecoder` took a quarter more instructions and a dictionary per object).
/// A document the stream cannot read is decoded again over a tape of the whole, which says what is
/// wrong, with Foundation's `DecodingError`s and words.
///
/// Errors (all `ConventionAPIError`):
/// - `.truncated` when the JSON stops before the document is complete, or there is no data;
/// - `.malformed` when it is not JSON at all (with the first characters, e.g. an HTML error
///   page), when the JSON has a syntax error (with line and column), or when a field is missing,
///   null, of the wrong type or not a valid date. Such messages name the node, the position and
///   the field: `Events[3].StartDateTimeUtc: '2022-13-01' is not an ISO 8601 date`.
///
/// Decoding is linear in the size of the data: a 1 MB full sync takes milliseconds (the store
/// benchmark measures it at 100,000 events).
public struct EurofurenceSyncDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes one `Sync` response.
    public func decode(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        // Read as a stream over the bytes in place first (each entity's tape made and dropped in
        // turn, never one of the whole document), and whole only for an error to say.
        let streamed = data.withUnsafeBytes { bytes in
            try? EurofurenceSyncStreamReader(
                window: JSONByteWindow(borrowing: bytes.assumingMemoryBound(to: UInt8.self))
            ).read()
        }
        if let streamed { return streamed }
        return try decodeWhole(data)
    }

    /// Decodes one `Sync` response over a tape of the whole document: what says a document's
    /// errors, and for tests and fuzzing what reading it as a stream must equal.
    package func decodeWhole(_ data: Data) throws(ConventionAPIError) -> SyncResponse {
        do {
            // The nodes' entities are decoded as they are mapped, so both happen while the bytes are lent.
            return try data.withUnsafeBytes { bytes in
                let wire = try JSONTapeDecoder().decode(EurofurenceWire.Response.self, from: bytes)
                return try EurofurenceEntityMapper().syncResponse(from: wire)
            }
        } catch let error as ConventionAPIError {
            throw error
        } catch let error as DecodingError {
            if let description = DecodingErrorDescription(error) {
                throw .malformed(description.message)
            }
            throw syntaxError(in: data)
        } catch {
            throw .malformed("it could not be decoded (\(error))")
        }
    }

    /// Decodes the `Sync` response in a file, read a window at a time, never whole: each entity is
    /// decoded and mapped as its bytes are read (`EurofurenceSyncStreamReader`). The same response
    /// and the same errors as `decode(_:)` of the file's bytes: when the stream cannot be read (an
    /// error anywhere), the file is read again whole and decoded so, which says what is wrong.
    /// Besides: no file, a directory, or one that cannot be read → `.unreachable`; a file larger
    /// than `maximumBytes`, or one that passes it while read → `.tooLarge`.
    public func decode(contentsOf fileURL: URL, maximumBytes: Int) throws(ConventionAPIError) -> SyncResponse {
        let wholeFile = SourceFileReader(maximumBytes: maximumBytes)
        try wholeFile.check(fileURL)
        if let input = SourceFileInput(path: fileURL.path, maximumBytes: maximumBytes) {
            if let response = decodeStreaming(windowBytes: Self.windowBytes, fill: input.read(into:count:)) {
                return response
            }
            if input.passedTheLimit { throw .tooLarge(limitInBytes: maximumBytes) }
        }
        return try decodeWhole(try wholeFile.read(fileURL))
    }

    /// The window a file is read through at first (it grows for a longer value).
    private static let windowBytes = 256 * 1024

    /// A response read a window of `windowBytes` at a time from `fill` (which reads up to `count`
    /// bytes to its buffer and says how many, 0 at the end, less than 0 on a failure); nil when it
    /// cannot be read so, where `decode(_:)` of the same bytes says why.
    private func decodeStreaming(
        windowBytes: Int, fill: @escaping (_ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
    ) -> SyncResponse? {
        try? EurofurenceSyncStreamReader(window: JSONByteWindow(capacity: windowBytes, fill: fill)).read()
    }

    /// The response in bytes read as a file is, a window of `windowBytes` (at least 16) at a time,
    /// each read giving at most `largestRead` bytes; nil when it cannot be read so. For tests and
    /// fuzzing, which read with small windows and short reads to put every value across a window's
    /// edge, and hold that this gives what `decodeWhole(_:)` gives, or nothing.
    package func decodeStreaming(_ data: Data, windowBytes: Int, largestRead: Int) -> SyncResponse? {
        var offset = 0
        return decodeStreaming(windowBytes: windowBytes) { buffer, count in
            let taken = min(count, largestRead, data.count - offset)
            guard taken > 0 else { return 0 }
            data.copyBytes(
                to: buffer.assumingMemoryBound(to: UInt8.self), from: data.startIndex + offset..<data.startIndex + offset + taken)
            offset += taken
            return taken
        }
    }

    private func syntaxError(in data: Data) -> ConventionAPIError {
        let finding = JSONSyntaxDiagnosis.diagnose([UInt8](data))
        return finding.isTruncation ? .truncated(finding.explanation) : .malformed(finding.explanation)
    }
}
