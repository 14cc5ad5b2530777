import CLibXML2
import Foundation

/// Finds a document's root element name by reading no further than its start tag.
enum XMLRootElement {
    /// The root element's local name; nil when there is none before an error or the end.
    static func name(of data: Data) -> String? {
        guard !data.isEmpty, data.count <= Int(Int32.max) else { return nil }
        let capture = XMLErrorCapture()
        return data.withUnsafeBytes { raw -> String? in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self),
                let reader = xmlReaderForMemory(base, Int32(raw.count), nil, nil, XMLScheduleReader.options)
            else { return nil }
            defer { xmlFreeTextReader(reader) }
            capture.install(on: reader)
            while xmlTextReaderRead(reader) == 1 {
                if xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue) {
                    return xmlTextReaderConstLocalName(reader).map { String(cString: $0) }
                }
            }
            return nil
        }
    }
}
