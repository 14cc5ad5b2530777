import ConbookPrograms
import Foundation

/// Raises desktop notifications with `notify-send` (libnotify), where it is installed and a
/// desktop session runs (`DISPLAY` or `WAYLAND_DISPLAY` set); otherwise does nothing.
struct DesktopNotifier {
    private let executable: URL?

    /// Finds `notify-send` on `PATH`, for a desktop session.
    init(environment: [String: String]) {
        let hasDesktop = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        executable =
            hasDesktop
            ? directories.map { URL(fileURLWithPath: "\($0)/notify-send") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }
            : nil
    }

    /// Whether notifications are raised.
    var isAvailable: Bool { executable != nil }

    /// Raises a notification; a failure is ignored (the reminder was printed anyway).
    func notify(title: String, body: String) {
        guard let executable else { return }
        let child = ChildProcess(executable: executable, arguments: ["--app-name=Conbook", "--", title, body])
        guard (try? child.start()) != nil else { return }
        _ = child.waitForEnd(timeLimit: .seconds(10))
    }
}
