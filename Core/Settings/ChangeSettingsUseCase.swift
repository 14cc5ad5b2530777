/// Use case: see and change the user's settings, and clear the convention's data.
@MainActor
public struct ChangeSettingsUseCase {
    let repository: ConventionRepository
    let settingsStore: (any SettingsStore)?
    /// Where the settings changed here are saved (the scopes read for them follow from it).
    let settingsScope: SettingsScope
    let imageStore: (any ImageStore)?
    let refresh: RefreshConventionUseCase

    /// The settings: per setting, the convention's own, else every convention's, else the default
    /// (also when they cannot be read, or nothing keeps them).
    public func settings() -> UserSettings {
        guard let settingsStore else { return .defaults }
        let saved = settingsScope.lookedUpInOrder.map { scope in
            (try? settingsStore.loadSettings(in: scope)) ?? .nothing
        }
        return UserSettings(resolving: saved)
    }

    /// Whether settings are kept between runs here.
    public var keepsSettings: Bool { settingsStore != nil }

    /// Sets how many minutes before an event its reminder comes.
    /// - Throws: `SettingsError` when the value is out of range, or it cannot be kept or saved;
    ///   nothing changes then.
    public func setReminderLeadTime(minutes: Int) throws(SettingsError) {
        let range = UserSettings.reminderLeadMinutesRange
        guard range.contains(minutes) else {
            throw .outOfRange(setting: SettingsError.reminderLeadTimeSetting, value: minutes, range: range)
        }
        try save { $0.reminderLeadMinutes = minutes }
    }

    /// Sets how many minutes a watch waits between syncs (kept like the lead time: for the scope
    /// settings are changed in).
    /// - Throws: `SettingsError` when the value is out of range, or it cannot be kept or saved;
    ///   nothing changes then.
    public func setSyncInterval(minutes: Int) throws(SettingsError) {
        let range = UserSettings.syncIntervalMinutesRange
        guard range.contains(minutes) else {
            throw .outOfRange(setting: SettingsError.syncIntervalSetting, value: minutes, range: range)
        }
        try save { $0.syncIntervalMinutes = minutes }
    }

    /// Saves what the scope holds with one setting changed, keeping the others it holds as they
    /// are (a setting never saved there stays unsaved, so it still follows a wider scope).
    private func save(_ change: (inout SavedSettings) -> Void) throws(SettingsError) {
        guard let settingsStore else { throw .notKept }
        do {
            var saved = try settingsStore.loadSettings(in: settingsScope)
            change(&saved)
            try settingsStore.saveSettings(saved, in: settingsScope)
        } catch {
            throw .notSaved(error)
        }
        repository.notify(.settingsChanged)
    }

    /// Forgets the convention's data and pictures, keeping favourites and read announcements; the
    /// next sync downloads it all again.
    /// - Throws: `SettingsError.syncRunning` while a sync runs, `.notSaved` when the store fails
    ///   (nothing is lost then).
    public func clearConventionData() throws(SettingsError) {
        guard !refresh.isRefreshing else { throw .syncRunning }
        do {
            try repository.removeContent()
        } catch {
            throw .notSaved(error)
        }
        if let imageStore, let kept = try? imageStore.storedImages() {
            try? imageStore.remove(Set(kept.keys))
        }
    }
}
