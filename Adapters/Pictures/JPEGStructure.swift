/// A walk over a JPEG's markers, in the order and with the arithmetic of stb_image 2.27 (Debian
/// bookworm's libstb), that refuses what that version mishandles before it reads any of it:
///
/// - a Huffman table (DHT) with more than 256 codes, which overruns its arrays
///   (nothings/stb#1289, fixed in 2.28);
/// - a scan that decodes with a Huffman table the picture never defined, which stb_image reads
///   from uninitialised memory (and can fail an `assert`, ending the program), or that
///   dequantises with a quantisation table the picture never defined (uninitialised memory
///   would become pixels);
/// - more than `maximumScans` scans, each of which decodes the whole picture again.
///
/// The walk sees every marker stb_image acts on: where the two could part (a marker stb_image
/// refuses), stb_image stops, so the walk checks at least what stb_image reads. Everything else
/// wrong with the data is left to stb_image to report.
struct JPEGStructure {
    /// The most scans (SOS segments) a picture may have; progressive encoders write about ten.
    static let maximumScans = 100

    private let bytes: [UInt8]
    private var position = 2  // after the start-of-image marker, FF D8
    /// Each component's identifier and the quantisation table slot it uses.
    private var components: [(id: UInt8, quantisationTable: Int)] = []
    private var isProgressive = false
    /// The Huffman tables defined so far, as class × 4 + slot (class 0 is DC, 1 is AC).
    private var definedTables: Set<Int> = []
    /// The quantisation table slots defined so far.
    private var definedQuantisationTables: Set<Int> = []
    private var scanCount = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Checks a JPEG that starts with its signature; throws only for what stb_image mishandles.
    static func check(_ bytes: [UInt8]) throws(PictureDecodingError) {
        var walk = JPEGStructure(bytes: bytes)
        try walk.run()
    }

    private mutating func run() throws(PictureDecodingError) {
        // Up to the frame header: stb_image skips stray bytes between segments here.
        while true {
            guard let marker = nextMarker(skippingStrayBytes: true) else { return }
            if [0xC0, 0xC1, 0xC2].contains(marker) {
                guard readFrameHeader(progressive: marker == 0xC2) else { return }
                break
            }
            guard try readSegment(marker) else { return }
        }
        // The scans and the segments between them, up to the end of the image.
        var pending = nextMarker(skippingStrayBytes: false)
        while let marker = pending, marker != 0xD9 {
            switch marker {
            case 0xDA:
                guard try readScanHeader() else { return }
                pending = markerAfterEntropyCodedData()
            case 0xDC:  // DNL: a fixed four bytes
                position += 4
                pending = nextMarker(skippingStrayBytes: false)
            default:
                guard try readSegment(marker) else { return }
                pending = nextMarker(skippingStrayBytes: false)
            }
        }
    }

    // MARK: Segments

    /// Reads a segment stb_image handles anywhere (tables, restart interval, application data,
    /// comments); false where stb_image refuses it and stops.
    private mutating func readSegment(_ marker: UInt8) throws(PictureDecodingError) -> Bool {
        switch marker {
        case 0xC4: return try readHuffmanTables()
        case 0xDB: return readQuantisationTables()
        case 0xDD:
            guard uint16(at: position) == 4 else { return false }
            position += 4
            return true
        case 0xE0...0xEF, 0xFE:
            let length = uint16(at: position)
            guard length >= 2 else { return false }
            position += length
            return true
        default:
            return false
        }
    }

    /// DHT: one or more tables, each a class and slot, 16 code counts and the symbols.
    private mutating func readHuffmanTables() throws(PictureDecodingError) -> Bool {
        var remaining = uint16(at: position) - 2
        var cursor = position + 2
        while remaining > 0 {
            let classAndSlot = byte(at: cursor)
            let tableClass = Int(classAndSlot >> 4)
            let slot = Int(classAndSlot & 15)
            guard tableClass <= 1, slot <= 3 else { return false }
            let codeCount = (1...16).reduce(0) { $0 + Int(byte(at: cursor + $1)) }
            guard codeCount <= 256 else {
                throw .damaged(.jpeg, reason: "a Huffman table has \(codeCount) codes (at most 256)")
            }
            definedTables.insert(tableClass * 4 + slot)
            cursor += 17 + codeCount
            remaining -= 17 + codeCount
        }
        position = cursor
        return remaining == 0
    }

    /// DQT: one or more tables of 64 values, 8 or 16 bits each.
    private mutating func readQuantisationTables() -> Bool {
        var remaining = uint16(at: position) - 2
        var cursor = position + 2
        while remaining > 0 {
            let precisionAndSlot = byte(at: cursor)
            let isSixteenBit = precisionAndSlot >> 4
            guard isSixteenBit <= 1, precisionAndSlot & 15 <= 3 else { return false }
            definedQuantisationTables.insert(Int(precisionAndSlot & 15))
            let length = isSixteenBit == 1 ? 129 : 65
            cursor += length
            remaining -= length
        }
        position = cursor
        return remaining == 0
    }

    /// SOF0, SOF1 or SOF2: the picture's size and its components' identifiers.
    private mutating func readFrameHeader(progressive: Bool) -> Bool {
        let length = uint16(at: position)
        let count = Int(byte(at: position + 7))
        guard [1, 3, 4].contains(count), length == 8 + 3 * count else { return false }
        components = (0..<count).map {
            (id: byte(at: position + 8 + 3 * $0), quantisationTable: Int(byte(at: position + 10 + 3 * $0)))
        }
        isProgressive = progressive
        position += length
        return true
    }

    /// SOS: which components the scan codes and with which tables; refuses tables never defined.
    private mutating func readScanHeader() throws(PictureDecodingError) -> Bool {
        let length = uint16(at: position)
        let count = Int(byte(at: position + 2))
        guard count >= 1, count <= components.count, length == 6 + 2 * count else { return false }
        var tables: [(dc: Int, ac: Int)] = []
        for index in 0..<count {
            let selector = position + 3 + 2 * index
            guard let component = components.first(where: { $0.id == byte(at: selector) }) else { return false }
            guard definedQuantisationTables.contains(component.quantisationTable) else {
                throw .damaged(.jpeg, reason: "a scan uses a quantisation table the picture does not define")
            }
            let slots = byte(at: selector + 1)
            guard slots >> 4 <= 3, slots & 15 <= 3 else { return false }
            tables.append((dc: Int(slots >> 4), ac: Int(slots & 15)))
        }
        let spectralStart = byte(at: position + 3 + 2 * count)
        for (dc, ac) in tables {
            // A progressive scan codes either DC (spectral start 0) or AC coefficients; a
            // sequential one both.
            let usesDC = !isProgressive || spectralStart == 0
            let usesAC = !isProgressive || spectralStart != 0
            guard !usesDC || definedTables.contains(dc), !usesAC || definedTables.contains(4 + ac) else {
                throw .damaged(.jpeg, reason: "a scan uses a Huffman table the picture does not define")
            }
        }
        scanCount += 1
        guard scanCount <= Self.maximumScans else {
            throw .damaged(.jpeg, reason: "it has more than \(Self.maximumScans) scans")
        }
        position += length
        return true
    }

    // MARK: Markers

    /// The next marker's code, after `FF` fill bytes; nil at the end of the data. Without
    /// `skippingStrayBytes`, a byte other than `FF` where a marker belongs ends the walk, as it
    /// ends stb_image's decoding.
    private mutating func nextMarker(skippingStrayBytes: Bool) -> UInt8? {
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == 0xFF {
                while position < bytes.count, bytes[position] == 0xFF { position += 1 }
                guard position < bytes.count else { return nil }
                position += 1
                return bytes[position - 1]
            }
            guard skippingStrayBytes else { return nil }
        }
        return nil
    }

    /// The marker that ends a scan's coded data: the first `FF` (after fill bytes) followed by
    /// neither a stuffed zero nor a restart marker, which stb_image reads through.
    private mutating func markerAfterEntropyCodedData() -> UInt8? {
        while position < bytes.count {
            guard bytes[position] == 0xFF else {
                position += 1
                continue
            }
            while position < bytes.count, bytes[position] == 0xFF { position += 1 }
            guard position < bytes.count else { return nil }
            let code = bytes[position]
            position += 1
            if code != 0x00, !(0xD0...0xD7).contains(code) { return code }
        }
        return nil
    }

    // MARK: Bytes

    /// The byte at an offset; 0 past the end, as stb_image reads it.
    private func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    /// A big-endian 16-bit number at an offset.
    private func uint16(at offset: Int) -> Int {
        Int(byte(at: offset)) << 8 | Int(byte(at: offset + 1))
    }
}
