import CQREncode

/// A QR code of a text, as its modules, made by libqrencode: the text in alphanumeric mode
/// (digits, upper case letters, space and `$%*+-./:`, as a share code is written), at error
/// correction level M (15 % of the code may be lost), or L (7 %) when the text is too long for M.
public struct QRCodeMatrix: Sendable, Hashable {
    /// The error correction level of a code.
    public enum Level: Sendable, Hashable {
        /// About 7 % of the code may be lost.
        case low
        /// About 15 % of the code may be lost.
        case medium
    }

    /// The modules, row by row, `true` for a dark module (no quiet zone).
    public let modules: [[Bool]]
    /// The QR version (1 to 40: its size, 17 + 4 × version modules a side).
    public let version: Int
    /// The error correction level it was made at.
    public let level: Level

    /// The code of a text in alphanumeric mode, at level M, else L; nil when the text has
    /// characters alphanumeric mode lacks, or is too long even for version 40 at level L.
    public init?(alphanumeric text: String) {
        for level in [Level.medium, .low] {
            if let made = Self.encode(text, level: level) {
                self = made
                return
            }
        }
        return nil
    }

    private init(modules: [[Bool]], version: Int, level: Level) {
        self.modules = modules
        self.version = version
        self.level = level
    }

    private static func encode(_ text: String, level: Level) -> QRCodeMatrix? {
        guard let input = QRinput_new2(0, level == .medium ? QR_ECLEVEL_M : QR_ECLEVEL_L) else { return nil }
        defer { QRinput_free(input) }
        let bytes = Array(text.utf8)
        let appended = bytes.withUnsafeBufferPointer { buffer in
            QRinput_append(input, QR_MODE_AN, Int32(buffer.count), buffer.baseAddress)
        }
        guard appended == 0, let code = QRcode_encodeInput(input) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        let data = code.pointee.data!
        let modules = (0..<width).map { row in
            (0..<width).map { column in data[row * width + column] & 1 == 1 }
        }
        return QRCodeMatrix(modules: modules, version: Int(code.pointee.version), level: level)
    }
}
