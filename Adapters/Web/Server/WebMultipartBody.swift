/// Reads a form a browser sends as `multipart/form-data` (RFC 7578), the way forms with a file
/// field are sent: each part's name, its text, or its file's name and bytes. Anything that does
/// not follow the format (no closing delimiter, a part without a name, a text that is not UTF-8,
/// too many parts) makes the whole body unreadable: nil, never a part guessed.
enum WebMultipartBody {
    /// The most parts a form may have.
    static let maximumPartCount = 64

    /// A form read: its text fields in order, and its files by their fields' names.
    struct Form {
        var fields: [(name: String, value: String)] = []
        var files: [String: WebForm.File] = [:]
    }

    /// The boundary a `Content-Type` header names, for `multipart/form-data`; nil for any other type.
    static func boundary(ofContentType type: String) -> String? {
        let parameters = type.split(separator: ";").map { $0.trimmingSpaces }
        guard parameters.first?.lowercased() == "multipart/form-data" else { return nil }
        for parameter in parameters.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            let value = pair[1].trimmingCharacters(of: "\"")
            // RFC 2046: 1 to 70 characters.
            return (1...70).contains(value.utf8.count) ? String(value) : nil
        }
        return nil
    }

    /// The form in a body; nil when the body is not a well-formed multipart form.
    static func form(of body: [UInt8], boundary: String) -> Form? {
        let delimiter = Array(("--" + boundary).utf8)
        guard var position = find(delimiter, in: body, from: 0) else { return nil }
        var form = Form()
        var partCount = 0
        while true {
            position += delimiter.count
            if body[position...].starts(with: Array("--".utf8)) { return form }
            guard body[position...].starts(with: crlf) else { return nil }
            position += crlf.count
            guard let headerEnd = find(crlf + crlf, in: body, from: position),
                let next = find(crlf + delimiter, in: body, from: headerEnd + 4)
            else { return nil }
            partCount += 1
            guard partCount <= maximumPartCount,
                let disposition = disposition(in: Array(body[position..<headerEnd]))
            else { return nil }
            let content = Array(body[(headerEnd + 4)..<next])
            if let fileName = disposition.fileName {
                // A file field left empty sends a part with an empty name and no bytes: no file.
                if !fileName.isEmpty || !content.isEmpty {
                    let ownName = fileName.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
                    form.files[disposition.name] = WebForm.File(name: ownName, bytes: content)
                }
            } else {
                guard let text = String(validating: content, as: UTF8.self) else { return nil }
                form.fields.append((disposition.name, text))
            }
            position = next + crlf.count
        }
    }

    private static let crlf: [UInt8] = [0x0D, 0x0A]

    /// The field's name and file name from a part's `Content-Disposition: form-data; name="…"`.
    private static func disposition(in headers: [UInt8]) -> (name: String, fileName: String?)? {
        guard let text = String(validating: headers, as: UTF8.self) else { return nil }
        for line in text.split(separator: "\r\n") {
            let header = line.split(separator: ":", maxSplits: 1)
            guard header.count == 2, header[0].lowercased() == "content-disposition" else { continue }
            var name: String?
            var fileName: String?
            for parameter in header[1].split(separator: ";").map({ $0.trimmingSpaces }) {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                guard pair.count == 2 else { continue }
                let value = String(pair[1].trimmingCharacters(of: "\""))
                switch pair[0].lowercased() {
                case "name": name = value
                case "filename": fileName = value
                default: break
                }
            }
            guard let name, !name.isEmpty else { return nil }
            return (name, fileName)
        }
        return nil
    }

    /// Where `needle` first starts in `bytes` at or after `start`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

extension Substring {
    /// The text without a character at either end (`"abc"` without its quotes).
    func trimmingCharacters(of character: Character) -> Substring {
        var text = self
        if text.first == character { text = text.dropFirst() }
        if text.last == character { text = text.dropLast() }
        return text
    }
}
