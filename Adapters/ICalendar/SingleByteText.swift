/// Text in a character set of one byte per character, as calendars from before UTF-8 (or that
/// say `CHARSET=ISO-8859-1`) are written: ISO-8859-1 maps each byte to the code point of its
/// value; Windows-1252, the default, differs in 0x80–0x9F, where it has quotes, dashes and the
/// euro sign (what a Windows exporter's "Latin-1" really is).
enum SingleByteText {
    /// The characters of 0x80–0x9F in Windows-1252; 0 where it has none (the byte's own code point is used).
    private static let windows1252: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    /// The bytes as text in a character set (`ISO-8859-1`, `LATIN1`; anything else is read as Windows-1252).
    static func decode(_ bytes: some Collection<UInt8>, charset: String?) -> String {
        let isLatin1 = ["ISO-8859-1", "ISO8859-1", "LATIN1", "LATIN-1", "ISO_8859-1"].contains(charset ?? "")
        var text = String.UnicodeScalarView()
        for byte in bytes {
            var value = UInt32(byte)
            if !isLatin1, (0x80...0x9F).contains(byte), windows1252[Int(byte) - 0x80] != 0 {
                value = windows1252[Int(byte) - 0x80]
            }
            text.append(Unicode.Scalar(value)!)
        }
        return String(text)
    }
}
