import CLibXML2

/// Keeps the first error libxml2 reports for one reader, silently (nothing goes to stderr).
final class XMLFirstError {
    /// libxml2's message and line.
    private(set) var first: (message: String, line: Int)?

    /// Installs the capture as the reader's structured error handler. The capture must outlive
    /// the reader.
    func install(on reader: xmlTextReaderPtr) {
        let handler: xmlStructuredErrorFunc = { userData, error in
            guard let userData, let error else { return }
            Unmanaged<XMLFirstError>.fromOpaque(userData).takeUnretainedValue().record(error.pointee)
        }
        xmlTextReaderSetStructuredErrorHandler(reader, handler, Unmanaged.passUnretained(self).toOpaque())
    }

    private func record(_ error: xmlError) {
        guard first == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "unknown error"
        while message.last?.isWhitespace == true { message.removeLast() }
        first = (message, Int(error.line))
    }
}
