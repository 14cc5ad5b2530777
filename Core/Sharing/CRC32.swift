/// The CRC-32 checksum of IEEE 802.3 (as zlib, PNG and gzip compute it: reflected polynomial
/// `0xEDB88320`, initial value and final XOR `0xFFFFFFFF`): what a share code carries so that a
/// damaged one is refused. It finds every error burst of up to 32 bits.
public enum CRC32 {
    /// The checksum of some bytes, e.g. `0xCBF43926` for the ASCII bytes of `123456789`.
    public static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// The remainder of each byte value, computed once.
    private static let table: [UInt32] = (0..<256).map { value in
        var remainder = UInt32(value)
        for _ in 0..<8 {
            remainder = remainder & 1 == 1 ? 0xEDB8_8320 ^ (remainder >> 1) : remainder >> 1
        }
        return remainder
    }
}
