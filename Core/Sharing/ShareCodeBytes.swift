/// The bytes of a share code, version 1: the version byte; the convention's identifier (its
/// UTF-8 length as a varint, then the bytes); the sharer's name the same way (length 0: none);
/// how many events (a varint); each event's identifier, compacted; and the CRC-32 of all of that,
/// four bytes, most significant first.
///
/// An identifier is compacted by its shape, a varint saying which: 0 a lower case UUID (its
/// 16 bytes follow), 1 an upper case one, 2 a decimal number without leading zeros (a varint
/// follows), and 3 + n any other text of n UTF-8 bytes (they follow).
enum ShareCodeBytes {
    /// The format version this Conbook writes, and the newest it reads.
    static let version: UInt8 = 1

    /// The bytes of some picks.
    static func encode(_ picks: SharedPicks) -> [UInt8] {
        var writer = ShareCodeWriter()
        writer.bytes.append(version)
        writer.appendText(picks.convention.rawValue)
        writer.appendText(picks.sharerName ?? "")
        writer.appendVarint(UInt64(picks.events.count))
        for event in picks.events {
            writer.appendIdentifier(event.rawValue)
        }
        let checksum = CRC32.checksum(writer.bytes)
        writer.bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> $0) }
        return writer.bytes
    }

    /// The picks some bytes hold.
    /// - Throws: `.damaged` when the checksum does not match or what it covers does not read;
    ///   `.newerVersion` for a version newer than `version`.
    static func decode(_ bytes: [UInt8]) throws(ShareCodeError) -> SharedPicks {
        guard bytes.count > 4 else { throw .damaged }
        let body = bytes.dropLast(4)
        let stored = bytes.suffix(4).reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
        guard CRC32.checksum(body) == stored else { throw .damaged }
        var reader = ShareCodeReader(bytes: Array(body))
        guard let found = reader.byte() else { throw .damaged }
        guard found <= version else { throw .newerVersion(Int(found)) }
        guard found == version else { throw .damaged }
        guard let convention = reader.text(), let sharer = reader.text(), let count = reader.varint(),
            count <= UInt64(reader.remaining), !hasControlCharacters(convention), !hasControlCharacters(sharer)
        else { throw .damaged }
        var events: [Event.ID] = []
        for _ in 0..<count {
            guard let identifier = reader.identifier() else { throw .damaged }
            events.append(Event.ID(identifier))
        }
        guard reader.remaining == 0 else { throw .damaged }
        return SharedPicks(
            convention: ConventionIdentifier(convention), events: events, sharerName: sharer.isEmpty ? nil : sharer)
    }

    /// Whether a text holds control characters (escape codes among them), which no code Conbook
    /// writes carries in the texts it shows: a code with them in the convention's identifier or
    /// the sharer's name was made to mislead a terminal, and is refused as damaged.
    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
