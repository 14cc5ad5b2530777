import CZstd

/// Keeps long texts compressed and reads them back: a text's UTF-8 as one Zstandard frame (RFC 8878),
/// its size and a checksum of its bytes in the frame. Written at zstd's fast level -1 (repeats
/// only: the literals are kept as they are, as reading back entropy-coded literals costs about five
/// times as much per text): EF's descriptions of 128 bytes or more take about 80% of their bytes;
/// the reader reads any zstd frame, so a later writer may choose otherwise. Its zstd contexts are
/// made once and reused (making them costs more than compressing a description), so a compressor
/// belongs to one writer or one statement, used on one thread at a time.
final class TextCompressor {
    /// Texts shorter than this (in UTF-8 bytes) are kept as they are.
    static let minimumBytes = 128

    /// The most bytes a text may take once read back (a damaged size must not allocate gigabytes).
    static let maximumBytes = 1 << 28

    private var compression: OpaquePointer?
    private var decompression: OpaquePointer?

    deinit {
        ZSTD_freeCCtx(compression)
        ZSTD_freeDCtx(decompression)
    }

    /// The compressed form of a text, or nil when the text is short or would not get smaller.
    func bytes(of text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { utf8 -> [UInt8]? in
            guard utf8.count >= Self.minimumBytes, utf8.count <= Self.maximumBytes, let source = utf8.baseAddress,
                let context = compressionContext()
            else { return nil }
            let capacity = ZSTD_compressBound(utf8.count)
            var compressedCount = 0
            let compressed = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                let result = ZSTD_compress2(context, buffer.baseAddress, capacity, source, utf8.count)
                compressedCount = ZSTD_isError(result) == 0 ? result : 0
                count = compressedCount
            }
            return compressedCount > 0 && compressed.count < utf8.count ? compressed : nil
        }
    }

    /// The text a compressed form holds, or nil when the bytes are not one (damaged or cut short, a
    /// size that is not the frame's, a checksum that does not match).
    func text(from bytes: UnsafeRawBufferPointer) -> String? {
        guard let base = bytes.baseAddress else { return nil }
        let size = ZSTD_getFrameContentSize(base, bytes.count)
        // ZSTD_CONTENTSIZE_UNKNOWN and ZSTD_CONTENTSIZE_ERROR are the two largest values.
        guard size <= UInt64(Self.maximumBytes), let context = decompressionContext() else { return nil }
        let count = Int(size)
        var complete = false
        // Read back straight into the text's storage (which would repair bytes that are not UTF-8);
        // the frame's checksum has already said they are the bytes written, which were UTF-8.
        let text = String(unsafeUninitializedCapacity: count) { buffer in
            let result = ZSTD_decompressDCtx(context, buffer.baseAddress, count, base, bytes.count)
            complete = ZSTD_isError(result) == 0 && result == count
            return complete ? count : 0
        }
        return complete ? text : nil
    }

    private func compressionContext() -> OpaquePointer? {
        if let compression { return compression }
        guard let context = ZSTD_createCCtx() else { return nil }
        guard ZSTD_isError(ZSTD_CCtx_setParameter(context, ZSTD_c_compressionLevel, -1)) == 0,
            ZSTD_isError(ZSTD_CCtx_setParameter(context, ZSTD_c_checksumFlag, 1)) == 0
        else {
            ZSTD_freeCCtx(context)
            return nil
        }
        compression = context
        return context
    }

    private func decompressionContext() -> OpaquePointer? {
        if decompression == nil { decompression = ZSTD_createDCtx() }
        return decompression
    }
}
