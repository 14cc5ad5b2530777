/// Why a setting was not changed.
public enum SettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value is outside what the setting allows; `setting` is one of the names below.
    case outOfRange(setting: String, value: Int, range: ClosedRange<Int>)

    /// The name `outOfRange` gives the reminder lead time.
    public static let reminderLeadTimeSetting = "reminder lead time in minutes"
    /// The name `outOfRange` gives the interval between a watch's syncs.
    public static let syncIntervalSetting = "sync interval in minutes"
    /// Nothing keeps settings here (an embedder gave no settings store).
    case notKept
    /// The store could not save it.
    case notSaved(StoreError)
    /// The convention's data cannot be cleared while a sync runs.
    case syncRunning

    public var description: String {
        switch self {
        case .outOfRange(let setting, let value, let range):
            "\(value) is not a valid \(setting): choose from \(range.lowerBound) to \(range.upperBound)."
        case .notKept:
            "Settings are not kept here."
        case .notSaved(let error):
            "The setting could not be saved: \(error)"
        case .syncRunning:
            "A download is running; clear the data once it has finished."
        }
    }
}
