import ArgumentParser
import ConbookScheduleExports

/// A source's kind: forced with `--source-kind`, or detected from its content; remembered per
/// convention (by its raw value, the option's word).
enum ScheduleSourceKindChoice: RawRepresentable, ExpressibleByArgument, CaseIterable, Hashable {
    /// Read the kind from the content.
    case detect
    /// Read the source as this kind whatever it looks like.
    case forced(ScheduleSourceKind)

    static var allCases: [ScheduleSourceKindChoice] { [.detect] + ScheduleSourceKind.allCases.map(Self.forced) }

    /// `detect`, or the kind's word (`eurofurence`, `schedule-xml`, `xcal`, `sessionize`…).
    var rawValue: String {
        switch self {
        case .detect: "detect"
        case .forced(let kind): kind.rawValue
        }
    }

    init?(rawValue: String) {
        if rawValue == "detect" {
            self = .detect
        } else if let kind = ScheduleSourceKind(rawValue: rawValue) {
            self = .forced(kind)
        } else {
            return nil
        }
    }

    init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }

    static var allValueStrings: [String] { allCases.map(\.rawValue) }

    /// The kind to force, or nil to detect it.
    var forced: ScheduleSourceKind? {
        switch self {
        case .detect: nil
        case .forced(let kind): kind
        }
    }
}
