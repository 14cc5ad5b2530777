internal import CStb

/// A check of a PNG's compressed pixels before stb_image decodes them: they must not inflate to
/// more than the picture needs.
///
/// stb_image 2.27 inflates a PNG's image data into a buffer it doubles whenever it is full, up to
/// 4 GiB, whatever the header says: a few kilobytes of data can make it claim gigabytes (a
/// "zlib bomb"). Here the data is first inflated into a buffer of exactly the size the header
/// calls for (`stbi_zlib_decode_buffer`, which never grows it); data that does not fit is refused.
/// The chunks are read the way stb_image reads them (CRCs unchecked, image data joined up to
/// `IEND`); anything else wrong is left to stb_image to report.
enum PNGStructure {
    /// Checks a PNG that starts with its signature and whose header gave its size.
    static func check(_ bytes: [UInt8], width: Int, height: Int) throws(PictureDecodingError) {
        guard let layout = Layout(bytes) else { return }
        if let chunk = layout.overlongImageData {
            // stb_image makes room for the length a chunk declares before it reads the chunk: a
            // few bytes claiming a gigabyte would have it allocate two.
            throw .damaged(
                .png, reason: "an image data chunk says it holds \(chunk.declared) bytes, but only \(chunk.present) follow")
        }
        guard let needed = layout.inflatedByteCount(width: width, height: height) else { return }
        guard needed <= Int(Int32.max) else {
            throw .damaged(.png, reason: "its pixels need more than 2 GiB")
        }
        var produced: Int32 = 0
        PictureDecoder.forgetFailureReason()
        _ = [UInt8](unsafeUninitializedCapacity: needed) { buffer, initialised in
            // Only whether the data fits matters: the inflated bytes are not kept.
            initialised = 0
            produced = layout.imageData.withUnsafeBufferPointer { data in
                data.withMemoryRebound(to: CChar.self) { compressed in
                    buffer.withMemoryRebound(to: CChar.self) { output in
                        layout.hasZlibHeader
                            ? stbi_zlib_decode_buffer(
                                output.baseAddress, Int32(needed), compressed.baseAddress, Int32(compressed.count))
                            : stbi_zlib_decode_noheader_buffer(
                                output.baseAddress, Int32(needed), compressed.baseAddress, Int32(compressed.count))
                    }
                }
            }
        }
        if produced < 0, PictureDecoder.failureReason == "output buffer limit" {
            throw .damaged(.png, reason: "its compressed pixels inflate to more than the \(width) × \(height) pixels need")
        }
    }

    /// The width and height a PNG's header (`IHDR`, its first chunk) declares, if it has one.
    static func declaredSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        let start = PictureFormat.pngSignature.count
        guard bytes.count >= start + 16, Array(bytes[(start + 4)..<(start + 8)]) == Array("IHDR".utf8) else { return nil }
        let number = { (offset: Int) in (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) } }
        let (width, height) = (number(start + 8), number(start + 12))
        return width > 0 && height > 0 ? (width, height) : nil
    }

    /// What the check reads of a PNG: the header's pixel layout and the joined image data.
    private struct Layout {
        var bitDepth = 0
        var channels = 0
        var isInterlaced = false
        /// False for Apple's "CgBI" PNGs, whose data is raw deflate without a zlib header.
        var hasZlibHeader = true
        var imageData: [UInt8] = []
        /// The first image data chunk that declares more bytes than the file has left, if any.
        var overlongImageData: (declared: Int, present: Int)?

        /// Reads the chunks up to `IEND` or the end of the data; nil without a header or data.
        init?(_ bytes: [UInt8]) {
            var position = PictureFormat.pngSignature.count
            var hasHeader = false
            while position + 8 <= bytes.count {
                let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[position + $1]) }
                let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: Unicode.ASCII.self)
                let start = position + 8
                let end = min(bytes.count, start + length)
                switch type {
                case "CgBI":
                    hasZlibHeader = false
                case "IHDR" where length == 13 && end - start == 13:
                    bitDepth = Int(bytes[start + 8])
                    let colourType = bytes[start + 9]
                    channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 0
                    isInterlaced = bytes[start + 12] == 1
                    hasHeader = true
                case "IDAT":
                    if start + length > bytes.count, overlongImageData == nil {
                        overlongImageData = (length, end - start)
                    }
                    imageData += bytes[start..<end]
                case "IEND":
                    position = bytes.count
                default:
                    break
                }
                position = start + length + 4  // the data and its CRC
            }
            guard hasHeader, !imageData.isEmpty || overlongImageData != nil else { return nil }
        }

        /// The bytes the image data inflates to for a picture of this size: each row (of each
        /// interlacing pass) a filter byte and its pixels' bits rounded up to a byte; nil for a
        /// layout stb_image refuses anyway.
        func inflatedByteCount(width: Int, height: Int) -> Int? {
            guard channels > 0, [1, 2, 4, 8, 16].contains(bitDepth) else { return nil }
            let rowBytes = { (pixels: Int) in 1 + (pixels * channels * bitDepth + 7) / 8 }
            guard isInterlaced else { return rowBytes(width) * height }
            // Adam7: (first column, first row, column step, row step) of each pass.
            let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            return passes.reduce(0) { total, pass in
                let columns = (width - pass.0 + pass.2 - 1) / pass.2
                let rows = (height - pass.1 + pass.3 - 1) / pass.3
                return columns > 0 && rows > 0 ? total + rowBytes(columns) * rows : total
            }
        }
    }
}
