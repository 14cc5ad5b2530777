import ConbookCore
import ConbookModuleKit

/// Turns the settings, the convention shown and the installation's facts into display values.
@MainActor
struct SettingsInteractor {
    let changeSettings: ChangeSettingsUseCase
    let seeSummary: SeeConventionSummaryUseCase
    let calendar: any ConventionCalendar
    let installation: (any InstallationFacts)?
    let texts: ModuleWords<SettingsText>

    func viewModel(confirming: Bool) -> SettingsViewModel {
        let settings = changeSettings.settings()
        let minutes = settings.reminderLeadMinutes
        let summary = seeSummary.summary()
        var rows = [
            SettingRowViewModel(
                label: texts(.settingsTimesShownIn), value: calendar.timeZoneIdentifier, note: texts(.settingsTimeZoneNote)),
            SettingRowViewModel(
                label: texts(.settingsReminders), value: leadTime(minutes),
                note: texts(changeSettings.keepsSettings ? .settingsRemindersNote : .settingsNotKeptHere),
                control: changeSettings.keepsSettings
                    ? .reminderLeadMinutes(current: minutes, range: UserSettings.reminderLeadMinutesRange) : nil),
            SettingRowViewModel(
                label: texts(.settingsSync),
                value: texts(
                    .settingsSyncEvery,
                    ["minutes": DisplayText.grouped(settings.syncIntervalMinutes, in: texts.language)]),
                note: texts(changeSettings.keepsSettings ? .settingsSyncNote : .settingsNotKeptHere),
                control: changeSettings.keepsSettings
                    ? .syncIntervalMinutes(
                        current: settings.syncIntervalMinutes, range: UserSettings.syncIntervalMinutesRange) : nil),
        ]
        if let location = installation?.dataLocation.flatMap({ DisplayText.nonEmpty($0) }) {
            rows.append(
                SettingRowViewModel(
                    label: texts(.settingsDataDirectory), value: location, note: texts(.settingsDataDirectoryNote)))
        }
        rows.append(
            SettingRowViewModel(
                label: texts(.settingsConventionData),
                value: summary.map {
                    texts(
                        .settingsConventionDataValue,
                        [
                            "convention": $0.identifier.rawValue,
                            "count": DisplayText.grouped($0.count(of: Event.self), in: texts.language),
                        ])
                } ?? texts(.settingsNoneStored),
                note: summary == nil ? nil : texts(.settingsClearNote), control: summary == nil ? nil : .clearData))
        let question = summary.map { texts(.settingsClearQuestion, ["convention": $0.identifier.rawValue]) }
        return SettingsViewModel(rows: rows, confirmation: confirming ? question : nil)
    }

    /// `15 minutes before an event`, `1 minute before an event`, `at the start of an event`.
    private func leadTime(_ minutes: Int) -> String {
        minutes == 0
            ? texts(.settingsLeadTimeNone)
            : texts(.settingsLeadTime, ["minutes": DisplayText.grouped(minutes, in: texts.language)])
    }
}
