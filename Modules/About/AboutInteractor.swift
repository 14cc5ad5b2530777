import ConbookCore
import ConbookModuleKit

/// Turns the convention's summary and the installation's facts into display values.
@MainActor
struct AboutInteractor {
    let seeSummary: SeeConventionSummaryUseCase
    let calendar: any ConventionCalendar
    let installation: (any InstallationFacts)?
    let texts: ModuleWords<AboutText>

    func viewModel() -> AboutViewModel {
        let version = installation.flatMap { DisplayText.nonEmpty($0.version) }
        let summary = seeSummary.summary()
        var convention: [AboutFactViewModel] = []
        if let summary {
            convention.append(AboutFactViewModel(label: texts(.aboutConvention), value: Self.name(of: summary)))
            convention.append(
                AboutFactViewModel(
                    label: texts(.aboutLastSynced),
                    value: texts(
                        summary.isLastSyncSourceTime ? .aboutLastSyncedValue : .aboutLastSyncedOnThisMachine,
                        ["time": calendar.formattedDateTimeAndZone(summary.lastSync)]),
                    isThisMachinesSyncTime: !summary.isLastSyncSourceTime))
            if let state = summary.publicationState {
                convention.append(AboutFactViewModel(label: texts(.aboutState), value: text(of: state)))
            }
            if let version = summary.scheduleVersion.flatMap(DisplayText.nonEmpty) {
                convention.append(AboutFactViewModel(label: texts(.aboutScheduleVersion), value: version))
            }
            convention += serverFacts(summary.appConfiguration)
            if let counts = SkippedWording.counts(of: summary.skipped, in: texts.shared) {
                convention.append(AboutFactViewModel(label: texts(.aboutSkipped), value: counts))
            }
        } else {
            convention.append(AboutFactViewModel(label: texts(.aboutConvention), value: texts(.aboutNotDownloaded)))
        }
        var viewModel = AboutViewModel(
            title: version.map { "Conbook \($0)" } ?? "Conbook",
            convention: convention,
            contents: summary.map { summary in
                summary.counts.map(countText).joined(separator: " · ")
            },
            storage: storage(),
            credits: installation?.credits.compactMap { DisplayText.nonEmpty($0) } ?? [])
        viewModel.skipped = skippedLines(summary?.skipped ?? [])
        return viewModel
    }

    /// Each skipped entity with its place and reason, the first `skippedShown`, then how many more.
    private func skippedLines(_ skipped: [SkippedEntity]) -> [String] {
        var lines = skipped.prefix(AboutViewModel.skippedShown).map { SkippedWording.text(of: $0, in: texts.shared) }
        if skipped.count > AboutViewModel.skippedShown {
            lines.append(
                texts(
                    .aboutSkippedMore,
                    ["count": DisplayText.grouped(skipped.count - AboutViewModel.skippedShown, in: texts.language)]))
        }
        return lines
    }

    /// Help, the venue's navigation and the public Wi-Fi, where the server names them.
    private func serverFacts(_ configuration: AppConfiguration?) -> [AboutFactViewModel] {
        guard let configuration else { return [] }
        var facts: [AboutFactViewModel] = []
        if let support = configuration.supportAddress {
            facts.append(AboutFactViewModel(label: texts(.aboutSupport), value: support))
        }
        if let navigation = configuration.venueNavigationAddress {
            facts.append(AboutFactViewModel(label: texts(.aboutVenueNavigation), value: navigation))
        }
        if let wifi = configuration.publicWifiName {
            facts.append(AboutFactViewModel(label: texts(.aboutPublicWifi), value: wifi))
        }
        return facts
    }

    private func storage() -> [AboutFactViewModel] {
        guard let installation, let location = installation.dataLocation.flatMap({ DisplayText.nonEmpty($0) }) else {
            return [AboutFactViewModel(label: texts(.aboutData), value: texts(.aboutDataEmbedded))]
        }
        let value =
            installation.dataSizeInBytes().map {
                texts(.aboutDataLocationAndSize, ["location": location, "size": ByteCount.text($0, in: texts.shared)])
            } ?? texts(.aboutDataLocationSizeUnknown, ["location": location])
        return [AboutFactViewModel(label: texts(.aboutData), value: value)]
    }

    private func text(of state: PublicationState) -> String {
        switch state {
        case .preview: texts(.aboutStatePreview)
        case .live: texts(.aboutStateLive)
        case .other(let word): DisplayText.nonEmpty(word) ?? texts(.aboutStateUnknown)
        }
    }

    /// E.g. `1,234 events`: the count grouped in the catalogue's language, the kind's word from it.
    private func countText(_ count: ConventionSummary.Count) -> String {
        let number = DisplayText.grouped(count.count, in: texts.language)
        return texts(
            .aboutCount, ["count": number, "kind": KindWording.name(of: count.entityKind, count: count.count, in: texts.shared)])
    }

    private static func name(of summary: ConventionSummary) -> String {
        guard let title = summary.title.flatMap({ DisplayText.nonEmpty($0) }), title != summary.identifier.rawValue else {
            return summary.identifier.rawValue
        }
        return "\(title) (\(summary.identifier.rawValue))"
    }
}
