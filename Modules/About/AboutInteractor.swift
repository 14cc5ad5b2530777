import ConbookCore
import ConbookModuleKit

/// Turns the convention's summary and the installation's facts into display values.
@MainActor
struct AboutInteractor {
    let seeSummary: SeeConventionSummaryUseCase
    let calendar: any ConventionCalendar
    let installation: (any InstallationFacts)?

    func viewModel() -> AboutViewModel {
        let version = installation.flatMap { DisplayText.nonEmpty($0.version) }
        let summary = seeSummary.summary()
        var convention: [AboutFactViewModel] = []
        if let summary {
            convention.append(AboutFactViewModel(label: "Convention", value: Self.name(of: summary)))
            convention.append(AboutFactViewModel(
                label: "Last synced", value: calendar.formattedDateTimeAndZone(summary.lastSync) + " (the source's clock)"))
            if let state = summary.publicationState {
                convention.append(AboutFactViewModel(label: "State", value: Self.text(of: state)))
            }
        } else {
            convention.append(AboutFactViewModel(label: "Convention", value: "not downloaded yet"))
        }
        return AboutViewModel(
            title: version.map { "Conbook \($0)" } ?? "Conbook",
            convention: convention,
            contents: summary.map { summary in
                summary.counts.map { "\(DisplayText.grouped($0.count)) \($0.kind)" }.joined(separator: " · ")
            },
            storage: storage(),
            credits: installation?.credits.compactMap { DisplayText.nonEmpty($0) } ?? [])
    }

    private func storage() -> [AboutFactViewModel] {
        guard let installation, let location = installation.dataLocation.flatMap({ DisplayText.nonEmpty($0) }) else {
            return [AboutFactViewModel(label: "Data", value: "kept by the program that embeds Conbook")]
        }
        let size = installation.dataSizeInBytes().map { " (\(ByteCount.text($0)))" } ?? " (size unknown)"
        return [AboutFactViewModel(label: "Data", value: location + size)]
    }

    private static func text(of state: PublicationState) -> String {
        switch state {
        case .preview: "preview: the schedule may still change"
        case .live: "live"
        case .other(let word): DisplayText.nonEmpty(word) ?? "unknown"
        }
    }

    private static func name(of summary: ConventionSummary) -> String {
        guard let title = summary.title.flatMap({ DisplayText.nonEmpty($0) }), title != summary.identifier.rawValue else {
            return summary.identifier.rawValue
        }
        return "\(title) (\(summary.identifier.rawValue))"
    }
}
