#if canImport(Glibc)
    import Glibc
#endif

/// Hands memory the program freed back to the system. A sync of a large source parses it whole and
/// then frees what it built, but the C library's allocator keeps freed pages for reuse, so a
/// server that syncs every few minutes would keep its largest sync's peak for good.
enum FreedMemory {
    #if canImport(Glibc)
        /// glibc's `malloc_trim` and `mallopt`, which Swift's Glibc module leaves out (they are in
        /// `malloc.h`).
        private static let trim: (@convention(c) (Int) -> Int32)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")
            .map { unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self) }
        private static let option: (@convention(c) (Int32, Int32) -> Int32)? = dlsym(
            UnsafeMutableRawPointer(bitPattern: 0), "mallopt"
        ).map { unsafeBitCast($0, to: (@convention(c) (Int32, Int32) -> Int32).self) }
        /// `M_MMAP_THRESHOLD` in `malloc.h`.
        private static let mmapThreshold: Int32 = -3
    #endif

    /// Returns the free pages of the allocator's heaps to the system (glibc's `malloc_trim`);
    /// nothing elsewhere.
    static func giveBack() {
        #if canImport(Glibc)
            _ = trim?(0)
        #endif
    }

    /// Has blocks of a megabyte and more (a source's bytes, a sync's arrays) mapped apart and
    /// returned to the system when freed. glibc otherwise raises that threshold to the largest
    /// block freed so far, so that after the first large sync such blocks come from the heap and
    /// stay there between syncs, scattered among what lives on.
    static func keepLargeBlocksApart() {
        #if canImport(Glibc)
            _ = option?(mmapThreshold, 1 << 20)
        #endif
    }
}
