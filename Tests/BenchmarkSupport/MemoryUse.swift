import Foundation

/// The process's resident memory on Linux, from `/proc/self/status`: now (`VmRSS`) and at its peak
/// (`VmHWM`), whose mark `resetPeak()` sets back to now (`/proc/self/clear_refs`), so one phase's
/// peak can be read apart from the others'.
public enum MemoryUse {
    /// Resident bytes now.
    public static var resident: Int { field("VmRSS:") }

    /// The most resident bytes since the start or the last `resetPeak()`.
    public static var peak: Int { field("VmHWM:") }

    /// Sets the peak mark to what is resident now.
    public static func resetPeak() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    /// The peak of resident memory while a body runs, above what was resident before it.
    public static func peakAbove<Result>(_ body: () throws -> Result) rethrows -> (Result, bytes: Int) {
        resetPeak()
        let base = resident
        let result = try body()
        return (result, max(0, peak - base))
    }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) })
        else { return 0 }
        let kilobytes = line.dropFirst(name.count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) } ?? 0
        return kilobytes * 1024
    }
}
