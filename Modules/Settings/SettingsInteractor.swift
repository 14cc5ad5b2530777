import ConbookCore
import ConbookModuleKit

/// Turns the settings, the convention shown and the installation's facts into display values.
@MainActor
struct SettingsInteractor {
    let changeSettings: ChangeSettingsUseCase
    let seeSummary: SeeConventionSummaryUseCase
    let calendar: any ConventionCalendar
    let installation: (any InstallationFacts)?

    func viewModel(confirming: Bool) -> SettingsViewModel {
        let minutes = changeSettings.settings().reminderLeadMinutes
        let summary = seeSummary.summary()
        var rows = [
            SettingRowViewModel(
                label: "Times shown in", value: calendar.timeZoneIdentifier,
                note: "kept per convention; change it with --time-zone ID, --local-time or --convention-time"),
            SettingRowViewModel(
                label: "Reminders", value: Self.leadTime(minutes),
                note: changeSettings.keepsSettings ? "`reminder N` sets N minutes (0 to 1,440)" : "not kept here"),
        ]
        if let location = installation?.dataLocation.flatMap({ DisplayText.nonEmpty($0) }) {
            rows.append(SettingRowViewModel(label: "Data directory", value: location, note: "set with --store DIR"))
        }
        rows.append(SettingRowViewModel(
            label: "Convention data",
            value: summary.map { "\($0.identifier.rawValue), \(DisplayText.grouped($0.count(of: Event.self))) events" }
                ?? "none stored",
            note: summary == nil ? nil : "`clear` forgets it and its pictures; favourites stay"))
        let question = summary.map {
            "Clear \($0.identifier.rawValue)'s data and pictures? Your favourites and read announcements stay; "
                + "the convention is downloaded again at once."
        }
        return SettingsViewModel(rows: rows, confirmation: confirming ? question : nil)
    }

    /// `15 minutes before an event`, `1 minute before`, `at the start of an event`.
    static func leadTime(_ minutes: Int) -> String {
        switch minutes {
        case 0: "at the start of an event"
        case 1: "1 minute before an event"
        default: "\(minutes) minutes before an event"
        }
    }
}
