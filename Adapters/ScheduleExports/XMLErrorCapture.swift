import CLibXML2

/// Keeps the first error libxml2 reports for one reader or parser, silently (nothing goes to stderr).
final class XMLErrorCapture {
    /// The first error: libxml2's message, position and code.
    struct Report {
        var message: String
        var line: Int
        var column: Int
        var code: Int
        /// The name or value the message quotes (libxml2's first string), when it gives one: the
        /// entity's name of an undeclared entity.
        var quoted: String?
    }

    private(set) var first: Report?

    /// Installs the capture as the reader's structured error handler. The capture must outlive
    /// the reader.
    func install(on reader: xmlTextReaderPtr) {
        let handler: xmlStructuredErrorFunc = { userData, error in
            guard let userData, let error else { return }
            let capture = Unmanaged<XMLErrorCapture>.fromOpaque(userData).takeUnretainedValue()
            capture.record(error.pointee)
        }
        xmlTextReaderSetStructuredErrorHandler(reader, handler, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Keeps the error when it is the first of level error or worse: what a SAX parser's
    /// structured error handler passes on.
    func record(_ error: xmlError) {
        guard first == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "unknown error"
        while message.last?.isWhitespace == true { message.removeLast() }
        first = Report(
            message: message, line: Int(error.line), column: Int(error.int2), code: Int(error.code),
            quoted: error.str1.map { String(cString: $0) })
    }
}
