import CLibXML2
import ConbookCore

/// Reads HTML with libxml2's HTML parser into rich text blocks.
enum LibXML2HTMLReader {
    /// Ready once per process: libxml2 asks to be initialised before threads use it.
    private static let isLibraryReady: Bool = {
        xmlInitParser()
        return true
    }()

    /// No network, no error output, the bytes always read as UTF-8 (a `<meta charset>` cannot
    /// change that), no default doctype; blank text is kept because it separates words.
    private static let options = Int32(
        bitPattern:
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NODEFDTD.rawValue | HTML_PARSE_IGNORE_ENC.rawValue
    )

    /// The blocks of an HTML document or fragment; nothing when libxml2 makes no document.
    static func blocks(fromHTML html: String, maximumDepth: Int) -> [RichTextBlock] {
        var bytes = Array(html.utf8)
        bytes.removeAll { $0 == 0 }
        guard isLibraryReady, !bytes.isEmpty, bytes.count < Int32.max else { return [] }
        let document: htmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                htmlReadMemory(characters.baseAddress, Int32(characters.count), nil, "UTF-8", options)
            }
        }
        guard let document else { return [] }
        defer { xmlFreeDoc(document) }
        return HTMLTreeConverter.blocks(ofSiblingsFrom: document.pointee.children, maximumDepth: maximumDepth)
    }
}
