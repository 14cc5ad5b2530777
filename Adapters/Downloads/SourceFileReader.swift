public import ConbookCore
public import Foundation

/// Reads a data source's file whole, with the errors every file source shares: no file or a
/// directory → `.unreachable`; larger than `maximumBytes` → `.tooLarge` (checked before and
/// after reading, in case it grew); unreadable → `.unreachable` with the system's reason.
public struct SourceFileReader: Sendable {
    /// The largest file accepted.
    public let maximumBytes: Int

    /// Creates a reader refusing files larger than `maximumBytes`.
    public init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// The file's bytes.
    public func read(_ fileURL: URL) throws(ConventionAPIError) -> Data {
        try check(fileURL)
        let path = fileURL.path
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw .unreachable("cannot read \(path) (\(error.localizedDescription))")
        }
        guard data.count <= maximumBytes else { throw .tooLarge(limitInBytes: maximumBytes) }
        return data
    }

    /// Checks, without reading it, that there is a file (not a directory) and that it is not larger
    /// than `maximumBytes`: the errors `read(_:)` throws for them, for a caller that then reads the
    /// file its own way.
    public func check(_ fileURL: URL) throws(ConventionAPIError) {
        let path = fileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreachable("no file at \(path)")
        }
        guard !isDirectory.boolValue else { throw .unreachable("\(path) is a directory, not a file") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumBytes else { throw .tooLarge(limitInBytes: maximumBytes) }
    }
}
