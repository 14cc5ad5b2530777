#if canImport(Glibc)
    import Glibc
#endif

/// Hands memory the program freed back to the system. A sync of a large source parses it whole and
/// then frees what it built, but the C library's allocator keeps freed pages for reuse, so a
/// server that syncs every few minutes would keep its largest sync's peak for good.
enum FreedMemory {
    #if canImport(Glibc)
        /// glibc's `malloc_trim`, which Swift's Glibc module leaves out (it is in `malloc.h`).
        private static let trim: (@convention(c) (Int) -> Int32)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")
            .map { unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self) }
    #endif

    /// Returns the free pages of the allocator's heaps to the system (glibc's `malloc_trim`);
    /// nothing elsewhere.
    static func giveBack() {
        #if canImport(Glibc)
            _ = trim?(0)
        #endif
    }
}
