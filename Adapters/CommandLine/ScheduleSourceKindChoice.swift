import ArgumentParser
import ConbookScheduleExports

/// A source's kind: forced with `--source-kind`, or detected from its content; remembered per convention.
enum ScheduleSourceKindChoice: String, ExpressibleByArgument, CaseIterable {
    case detect
    case eurofurence
    case scheduleXML = "schedule-xml"
    case scheduleJSON = "schedule-json"

    /// The kind to force, or nil to detect it.
    var forced: ScheduleSourceKind? {
        switch self {
        case .detect: nil
        case .eurofurence: .eurofurenceAPI
        case .scheduleXML: .scheduleXML
        case .scheduleJSON: .scheduleJSON
        }
    }
}
