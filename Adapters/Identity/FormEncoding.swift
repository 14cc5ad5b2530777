/// `application/x-www-form-urlencoded` pairs, as OAuth sends them in request bodies and query
/// strings and reads them in redirects (RFC 6749 Appendix B).
enum FormEncoding {
    /// The pairs as `name=value&…`, every byte but the unreserved ones (`A–Z a–z 0–9 - . _ ~`)
    /// percent-encoded (a space as `%20`).
    static func encoded(_ pairs: [(name: String, value: String)]) -> String {
        pairs.map { "\(percentEncoded($0.name))=\(percentEncoded($0.value))" }.joined(separator: "&")
    }

    /// The pairs of a query or form body, in order: `+` read as a space, percent escapes
    /// decoded (a pair whose escapes are not UTF-8 is dropped), a name without `=` given an
    /// empty value.
    static func decoded(_ text: some StringProtocol) -> [(name: String, value: String)] {
        text.split(separator: "&", omittingEmptySubsequences: true).compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = percentDecoded(parts[0]) else { return nil }
            guard parts.count == 2 else { return (name, "") }
            guard let value = percentDecoded(parts[1]) else { return nil }
            return (name, value)
        }
    }

    /// `text` with every byte outside the unreserved set as `%XX`.
    static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    private static func percentDecoded(_ text: some StringProtocol) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else {
                    return nil
                }
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
