import CLibXML2
import ConbookCore
import Foundation

/// Streams an xCal document with libxml2's `xmlTextReader` (the hardened options of
/// `XMLScheduleReader`: no network, no entity substitution, no DTD loading) into its calendar
/// and event components; no tree of the document is built.
struct XCalReader {
    /// What was read.
    struct Document {
        var calendar: XCalComponent
        var events: [XCalComponent]
    }

    /// Deeper documents are refused.
    let maximumDepth: Int

    func read(_ data: Data) throws(ConventionAPIError) -> Document {
        guard !data.isEmpty else { throw XCalWalker.error("the document is empty") }
        let capture = XMLErrorCapture()
        let result: Result<Document, ConventionAPIError> = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self),
                let reader = xmlReaderForMemory(base, Int32(raw.count), nil, nil, XMLScheduleReader.options)
            else { return .failure(XCalWalker.error("libxml2 could not start reading the document")) }
            defer { xmlFreeTextReader(reader) }
            capture.install(on: reader)
            var walker = XCalWalker(reader: reader, capture: capture, maximumDepth: maximumDepth)
            return Result { () throws(ConventionAPIError) in
                try walker.walk()
                return Document(calendar: walker.calendar, events: walker.events)
            }
        }
        switch result {
        case .success(let document):
            return document
        case .failure(.malformed(let detail)):
            if let report = capture.first, XMLScheduleReader.isAtEnd(line: report.line, column: report.column, of: data) {
                throw .truncated(detail)
            }
            throw .malformed(detail)
        case .failure(let error):
            throw error
        }
    }
}
