import ConbookCore
import Foundation

/// A share file, format 1: UTF-8 text, lines starting with `#` are comments (the first says what
/// the file is and its format), and the share code follows on one line (a code wrapped over
/// several lines reads too). `conbook share --output FILE` writes one; `conbook import FILE` reads it.
enum SharePicksFile {
    /// The first line of every share file: what it is, its format, and how to open it.
    static let header = "# Conbook share code, format 1: open it with `conbook import FILE`"

    /// The file's text for a code.
    static func text(of code: ShareCode) -> String {
        "\(header)\n\(code.text)\n"
    }

    /// The code a file's text holds, when it holds one (damaged or not): its lines but comments
    /// and blank ones, joined; nil when they do not start as a share code does.
    static func code(inText text: String) -> String? {
        let lines = text.split(whereSeparator: \.isNewline).filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#")
        }
        let code = lines.joined()
        return ShareCode.looksLikeCode(code) ? code : nil
    }

    /// The code the file at a path holds, when it is a small file holding one; nil otherwise
    /// (e.g. an iCalendar file, or no file).
    static func code(atPath path: String) -> String? {
        guard path != "-", let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 1 << 20), let text = String(data: data, encoding: .utf8) else {
            return nil
        }
        return code(inText: text)
    }
}
