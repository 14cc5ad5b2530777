import Foundation

/// A text made safe as one segment of a URL's path: every character but the unreserved ones of
/// RFC 3986 (ASCII letters, digits, `-._~`) percent-encoded, so that `/`, `?` or `#` in an
/// identifier cannot change where a request goes.
enum URLPathSegment {
    static func encoded(_ text: String) -> String {
        var unreserved = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        unreserved.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
