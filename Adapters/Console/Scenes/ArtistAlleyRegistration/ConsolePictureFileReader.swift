public import ConbookCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the picture of a table request from a file, for the Core (which reads no files): at
/// most `ArtistAlleyTableRequest.largestPicture` + 1 bytes, so that a huge file (or a device that
/// never ends) is refused without reading it whole; only a regular file.
public enum ConsolePictureFileReader {
    /// The file at a path (relative to the working directory; `~/` means the home directory), or
    /// why it could not be read; `.none` for an empty path.
    public static func picture(at path: String) -> ArtistAlleyPictureFile {
        let typed = String(path.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard !typed.isEmpty else { return .none }
        var resolved = typed
        if typed.hasPrefix("~/"), let home = getenv("HOME") {
            resolved = String(cString: home) + typed.dropFirst()
        }
        let descriptor = open(resolved, O_RDONLY)
        guard descriptor >= 0 else { return .unreadable(path: typed, reason: reason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable(path: typed, reason: reason()) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .unreadable(path: typed, reason: "it is not a file") }
        let limit = ArtistAlleyTableRequest.largestPicture + 1
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(path: typed, reason: reason())
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        let name = typed.split(separator: "/").last.map(String.init) ?? typed
        return .read(fileName: name, bytes: bytes)
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
