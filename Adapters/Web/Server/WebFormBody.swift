/// Reads a form's body as browsers send it (`application/x-www-form-urlencoded`): `name=value`
/// pairs joined by `&`, `+` for a space, `%XX` for a byte.
enum WebFormBody {
    /// The pairs of a body or a query, in order; nil when an escape is malformed or the bytes are
    /// not UTF-8.
    static func fields(of body: some Collection<UInt8>) -> [(name: String, value: String)]? {
        var fields: [(name: String, value: String)] = []
        for pair in body.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decoded(Array(parts[0])), let value = decoded(parts.count > 1 ? Array(parts[1]) : []) else {
                return nil
            }
            fields.append((name, value))
        }
        return fields
    }

    private static func decoded(_ bytes: [UInt8]) -> String? {
        let spaced = bytes.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
        return WebAddress.percentDecoded(Substring(decoding: spaced, as: UTF8.self)).flatMap { text in
            // A decoded text must be the bytes sent: decoding as UTF-8 above replaced nothing.
            String(validating: spaced, as: UTF8.self) == nil ? nil : text
        }
    }
}
