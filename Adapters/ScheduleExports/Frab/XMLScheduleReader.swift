import CLibXML2
import ConbookCore
import ConbookDownloads
import Foundation

/// Streams a `schedule.xml` through libxml2's SAX2 parser straight into a `ScheduleDocument`,
/// keeping only the event being read (no tree of the document is built, not even node by node).
///
/// Understood, wherever they appear inside `<schedule>`: `<conference>` (`acronym`, `title`,
/// `time_zone_name`, `day_change`), `<day date index start>` and every `<event>` inside a day
/// (under a `<room name>` or directly), and a top-level `<persons>` list (FOSDEM's exporter on
/// pretalx: `<person id>` with `name`, `biography`, `extended_biography`). Any other element is
/// skipped.
///
/// Entities: the parser is told of none (no handler keeps a declaration, none resolves an
/// external one), so a reference to a declared entity is an undeclared one to it and refused;
/// the five predefined ones and character references are read as text.
///
/// Control characters that XML forbids (U+0000–U+001F but tab, line feed and carriage return),
/// which exporters copy from what speakers pasted (Klimacamp 2015's frab export has five in one
/// description), are left out of a document in a single-byte encoding or UTF-8 as it is read,
/// instead of refusing the whole schedule for an invisible character.
struct XMLScheduleReader {
    /// libxml2 options: no network, errors and warnings only through the handler. Never
    /// `XML_PARSE_NOENT`, `XML_PARSE_DTDLOAD` or `XML_PARSE_HUGE`.
    static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    let maximumDepth: Int

    func read(_ data: Data) throws(ConventionAPIError) -> ScheduleDocument {
        guard !data.isEmpty else { throw .malformed("the document is empty") }
        let (result, libxmlError) = data.withUnsafeBytes {
            raw -> (Result<ScheduleDocument, ConventionAPIError>, XMLErrorCapture.Report?) in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else {
                return (.failure(.malformed("the document is empty")), nil)
            }
            var offset = 0
            return parse { buffer, count in
                let taken = min(count, raw.count - offset)
                buffer.update(from: base + offset, count: taken)
                offset += taken
                return taken
            }
        }
        switch result {
        case .success(let document):
            return document
        case .failure(.malformed(let detail)):
            if let report = libxmlError, Self.isAtEnd(line: report.line, column: report.column, of: data) {
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
        let (result, libxmlError) = parse { buffer, count in Int(input.read(into: buffer, count: Int32(count))) }
        if input.file.passedTheLimit { throw .tooLarge(limitInBytes: maximumBytes) }
        if let failure = input.file.failure { throw .unreachable("cannot read \(path) (\(failure))") }
        switch result {
        case .success(let document):
            return document
        case .failure(.malformed) where input.file.bytesRead == 0:
            throw .malformed("the document is empty")
        case .failure(.malformed(let detail)):
            if let report = libxmlError, input.isAtEnd(line: report.line, column: report.column) {
                throw .truncated(detail)
            }
            throw .malformed(detail)
        case .failure(let error):
            throw error
        }
    }

    /// Parses the bytes `fill` gives (up to `count` into the buffer each time; 0 at the end, less
    /// than 0 when they cannot be read) with the walker's handlers, libxml2 asking for them as it
    /// goes (a few kilobytes at a time). Besides the document or the error, libxml2's own error
    /// when that is what ended the walk (its position tells a document cut short).
    private func parse(
        _ fill: (UnsafeMutablePointer<CChar>, Int) -> Int
    ) -> (Result<ScheduleDocument, ConventionAPIError>, XMLErrorCapture.Report?) {
        withoutActuallyEscaping(fill) { fill in
            let source = XMLByteSource(fill: fill)
            let walker = UnsafeMutablePointer<XMLScheduleWalker>.allocate(capacity: 1)
            walker.initialize(to: XMLScheduleWalker(maximumDepth: maximumDepth))
            defer { walker.deinitialize(count: 1).deallocate() }
            var handler = XMLScheduleCallbacks.handler()
            return withExtendedLifetime(source) {
                guard
                    let parser = xmlCreateIOParserCtxt(
                        &handler, walker,
                        { context, buffer, count in
                            guard let context, let buffer else { return -1 }
                            return Unmanaged<XMLByteSource>.fromOpaque(context).takeUnretainedValue()
                                .read(into: buffer, count: count)
                        }, nil, Unmanaged.passUnretained(source).toOpaque(), XML_CHAR_ENCODING_NONE)
                else { return (.failure(.malformed("libxml2 could not start reading the document")), nil) }
                defer { xmlFreeParserCtxt(parser) }
                xmlCtxtUseOptions(parser, Self.options)
                walker.pointee.attach(to: parser)
                xmlParseDocument(parser)
                return (Result { () throws(ConventionAPIError) in try walker.pointee.result() }, walker.pointee.libxmlError)
            }
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

/// Where the parser's bytes come from: a function filling its buffer, reached from libxml2's
/// read callback. The control characters XML forbids are left out on the way, unless the document
/// is in UTF-16 or UTF-32, where such bytes are parts of characters.
private final class XMLByteSource {
    let fill: (UnsafeMutablePointer<CChar>, Int) -> Int
    /// Whether forbidden control bytes are left out: decided by the document's first bytes.
    private var leavesOutControls: Bool?

    init(fill: @escaping (UnsafeMutablePointer<CChar>, Int) -> Int) {
        self.fill = fill
    }

    /// What libxml2's read callback answers: the bytes put in the buffer, 0 at the end, -1 when
    /// they cannot be read.
    func read(into buffer: UnsafeMutablePointer<CChar>, count: Int32) -> Int32 {
        while true {
            let read = fill(buffer, Int(count))
            guard read > 0 else { return read < 0 ? -1 : 0 }
            let leavesOut = leavesOutControls ?? Self.isSingleByteOrUTF8(buffer, count: read)
            leavesOutControls = leavesOut
            guard leavesOut else { return Int32(read) }
            let kept = Self.leaveOutControls(buffer, count: read)
            // A buffer of nothing but control bytes is not the end: read on.
            if kept > 0 { return Int32(kept) }
        }
    }

    /// Whether a document's first bytes are not UTF-16 or UTF-32 (no byte-order mark of theirs,
    /// no zero byte beside its first `<`).
    private static func isSingleByteOrUTF8(_ buffer: UnsafeMutablePointer<CChar>, count: Int) -> Bool {
        let head = (0..<min(count, 4)).map { UInt8(bitPattern: buffer[$0]) }
        return !(head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) || head.contains(0))
    }

    /// Moves the bytes that are not forbidden control characters to the front; how many there are.
    /// (A buffer without any, nearly every one, is only read.)
    private static func leaveOutControls(_ buffer: UnsafeMutablePointer<CChar>, count: Int) -> Int {
        func isForbidden(_ byte: CChar) -> Bool {
            UInt8(bitPattern: byte) < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
        }
        guard let first = (0..<count).first(where: { isForbidden(buffer[$0]) }) else { return count }
        var kept = first
        for index in (first + 1)..<count where !isForbidden(buffer[index]) {
            buffer[kept] = buffer[index]
            kept += 1
        }
        return kept
    }
}
