import ArgumentParser
import ConbookScheduleExports

/// The values `--source-kind` takes.
enum SourceKindArgument: String, ExpressibleByArgument, CaseIterable {
    case eurofurence
    case scheduleXML = "schedule-xml"
    case scheduleJSON = "schedule-json"

    /// The kind of source it names.
    var kind: ScheduleSourceKind {
        switch self {
        case .eurofurence: .eurofurenceAPI
        case .scheduleXML: .scheduleXML
        case .scheduleJSON: .scheduleJSON
        }
    }
}
