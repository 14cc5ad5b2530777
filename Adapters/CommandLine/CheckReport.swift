import ConbookCore
import ConbookModuleKit
import ConbookScheduleExports

/// What `conbook check` says of a source it read, as lines: its format, convention and time rule,
/// then (once the Core has checked it as a first sync) its days, what it holds, what it skips and
/// whether it would load.
struct CheckReport {
    /// The format's name, with its version or view when the source tells it.
    var format: String
    /// What the source answered.
    var response: SyncResponse
    /// How a schedule export's times were placed; nil for a source that is not one.
    var zoneRule: ScheduleExportCheck.ZoneRule?

    init(format: String, response: SyncResponse, zoneRule: ScheduleExportCheck.ZoneRule?) {
        self.format = format
        self.response = response
        self.zoneRule = zoneRule
    }

    /// The report of a schedule export read.
    init(_ check: ScheduleExportCheck) {
        self.init(
            format: check.kind.formatName + (check.variant.map { " (\($0))" } ?? ""), response: check.response,
            zoneRule: check.zoneRule)
    }

    /// The format, the convention and how the times were read.
    func lines(texts: TextCatalogue<CommandLineText>, moduleTexts: TextCatalogue<ModuleText>) -> [String] {
        var lines = [texts(.checkFormat, ["format": format])]
        let identifier = response.conventionIdentifier.rawValue
        let title = response.details?.title.flatMap(DisplayText.nonEmpty)
        lines.append(texts(.checkConvention, ["name": title.map { "\($0) (\(identifier))" } ?? identifier]))
        switch zoneRule {
        case .documentZone(let zone)?: lines.append(texts(.checkTimesDocumentZone, ["zone": zone]))
        case .fallbackZone(let zone)?: lines.append(texts(.checkTimesFallbackZone, ["zone": zone]))
        case .none?: lines.append(texts(.checkTimesNoZone))
        case nil:
            if let zone = response.details?.timeZoneIdentifier { lines.append(texts(.checkTimesDocumentZone, ["zone": zone])) }
        }
        return lines
    }

    /// The days, what the content holds, every entity skipped with its place and why, and the
    /// verdict, of a response checked as a first sync.
    static func lines(
        of checked: CheckedSync, texts: TextCatalogue<CommandLineText>, moduleTexts: TextCatalogue<ModuleText>
    ) -> [String] {
        var lines: [String] = []
        let dates = checked.content[Day.self].all.map(\.date).sorted()
        if dates.count == 1, let date = dates.first {
            lines.append(texts(.checkDay, ["date": date.description]))
        } else if let first = dates.first, let last = dates.last {
            lines.append(
                texts(.checkDays, ["count": "\(dates.count)", "first": first.description, "last": last.description]))
        } else {
            lines.append(texts(.checkNoDays))
        }
        let holds = checked.counts.map { entry in
            let grouped = DisplayText.grouped(entry.count, in: moduleTexts.language)
            return "\(grouped) \(KindWording.name(of: entry.entityKind, count: entry.count, in: moduleTexts))"
        }
        lines.append(texts(.checkHolds, ["contents": holds.joined(separator: " · ")]))
        if let counts = SkippedWording.counts(of: checked.skipped, in: moduleTexts) {
            lines.append(texts(.checkSkipped, ["counts": counts]))
            lines += checked.skipped.map { "  • " + SkippedWording.text(of: $0, in: moduleTexts) }
            lines.append(texts(.checkWouldLoadSkipping))
        } else {
            lines.append(texts(.checkWouldLoad))
        }
        return lines
    }
}
