import CLibXML2
import ConbookCore
import ConbookDownloads
import Foundation

/// Streams a `schedule.xml` with libxml2's `xmlTextReader` straight into a `ScheduleDocument`,
/// keeping only the event being read (no tree of the document is built).
///
/// Understood, wherever they appear inside `<schedule>`: `<conference>` (`acronym`, `title`,
/// `time_zone_name`, `day_change`), `<day date index start>` and every `<event>` inside a day
/// (under a `<room name>` or directly), and a top-level `<persons>` list (FOSDEM's exporter on
/// pretalx: `<person id>` with `name`, `biography`, `extended_biography`). Any other element is
/// skipped.
struct XMLScheduleReader {
    /// libxml2 options: no network, errors and warnings only through the handler, short text
    /// kept inside its node (`XML_PARSE_COMPACT`, as `xmllint` does: fewer allocations; the
    /// reader never modifies nodes). Never `XML_PARSE_NOENT`, `XML_PARSE_DTDLOAD` or `XML_PARSE_HUGE`.
    static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_COMPACT.rawValue)

    let maximumDepth: Int

    func read(_ data: Data) throws(ConventionAPIError) -> ScheduleDocument {
        guard !data.isEmpty else { throw .malformed("the document is empty") }
        let capture = XMLErrorCapture()
        let result: Result<ScheduleDocument, ConventionAPIError> = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self),
                let reader = xmlReaderForMemory(base, Int32(raw.count), nil, nil, Self.options)
            else { return .failure(.malformed("libxml2 could not start reading the document")) }
            defer { xmlFreeTextReader(reader) }
            capture.install(on: reader)
            var walker = XMLScheduleWalker(reader: reader, capture: capture, maximumDepth: maximumDepth)
            return Result { () throws(ConventionAPIError) in try walker.walk() }
        }
        switch result {
        case .success(let document):
            return document
        case .failure(.malformed(let detail)):
            if let report = capture.first, Self.isAtEnd(line: report.line, column: report.column, of: data) {
                throw .truncated(detail)
            }
            throw .malformed(detail)
        case .failure(let error):
            throw error
        }
    }

    /// Reads a schedule.xml file a buffer at a time (`XMLFileInput`), so that its bytes are never
    /// held whole: the same document and the same errors as `read(_:)` of its bytes, and besides
    /// `.tooLarge` when the file passes `maximumBytes` while it is read, `.unreachable` when it
    /// cannot be opened or read.
    func read(fileAt path: String, maximumBytes: Int) throws(ConventionAPIError) -> ScheduleDocument {
        guard let input = XMLFileInput(path: path, maximumBytes: maximumBytes) else {
            throw .unreachable("cannot read \(path)")
        }
        let capture = XMLErrorCapture()
        let result: Result<ScheduleDocument, ConventionAPIError> = withExtendedLifetime(input) {
            guard
                let reader = xmlReaderForIO(
                    { context, buffer, count in
                        guard let context, let buffer else { return -1 }
                        return Unmanaged<XMLFileInput>.fromOpaque(context).takeUnretainedValue()
                            .read(into: buffer, count: count)
                    }, { _ in 0 }, Unmanaged.passUnretained(input).toOpaque(), nil, nil, Self.options)
            else { return .failure(.malformed("libxml2 could not start reading the document")) }
            defer { xmlFreeTextReader(reader) }
            capture.install(on: reader)
            var walker = XMLScheduleWalker(reader: reader, capture: capture, maximumDepth: maximumDepth)
            return Result { () throws(ConventionAPIError) in try walker.walk() }
        }
        if input.file.passedTheLimit { throw .tooLarge(limitInBytes: maximumBytes) }
        if let failure = input.file.failure { throw .unreachable("cannot read \(path) (\(failure))") }
        switch result {
        case .success(let document):
            return document
        case .failure(.malformed) where input.file.bytesRead == 0:
            throw .malformed("the document is empty")
        case .failure(.malformed(let detail)):
            if let report = capture.first, input.isAtEnd(line: report.line, column: report.column) {
                throw .truncated(detail)
            }
            throw .malformed(detail)
        case .failure(let error):
            throw error
        }
    }

    /// Whether a libxml2 position (1-based line, column) is at or past the end of the data: an
    /// error there means the document stopped early.
    static func isAtEnd(line: Int, column: Int, of data: Data) -> Bool {
        var end = XMLTextEnd()
        end.count(data)
        return end.isReached(line: line, column: column)
    }
}
