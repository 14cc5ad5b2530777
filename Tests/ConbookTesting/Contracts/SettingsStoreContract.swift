public import ConbookCore

/// The specification of `SettingsStore` as checks: a new store gives the defaults; what is saved
/// is read back, by the same store and by a new one over the same place (`reopen`); saving again
/// replaces it.
public struct SettingsStoreContract {
    /// Makes a store over an empty place, and a way to open another store over the same place.
    public typealias MakeStore = @MainActor () throws -> (store: any SettingsStore, reopen: () throws -> any SettingsStore)

    private let makeStore: MakeStore

    /// Creates the contract over a way to make a store.
    public init(makeStore: @escaping MakeStore) {
        self.makeStore = makeStore
    }

    /// Every broken promise, as sentences; empty when the store keeps the contract.
    @MainActor
    public func violations() -> [String] {
        var violations: [String] = []
        do {
            let (store, reopen) = try makeStore()
            if try store.loadSettings() != .defaults {
                violations.append("a new store does not give the defaults")
            }
            try store.saveSettings(UserSettings(reminderLeadMinutes: 30))
            if try store.loadSettings().reminderLeadMinutes != 30 {
                violations.append("a saved lead time is not read back")
            }
            try store.saveSettings(UserSettings(reminderLeadMinutes: 0))
            if try reopen().loadSettings().reminderLeadMinutes != 0 {
                violations.append("a lead time saved again is not read back by a new store")
            }
        } catch {
            violations.append("the store threw \(error)")
        }
        return violations
    }
}
