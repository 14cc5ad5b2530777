public import ConbookCore

/// The specification of `SettingsStore` as checks: a new store holds nothing in any scope; what
/// is saved in a scope is read back, by the same store and by a new one over the same place
/// (`reopen`); saving again replaces it, also with nothing; and the scopes are apart (saving one
/// convention's changes neither another's nor every convention's).
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
        let fosdem = SettingsScope.convention("fosdem")
        let other = SettingsScope.convention("36c3")
        do {
            let (store, reopen) = try makeStore()
            for scope in [SettingsScope.everyConvention, fosdem] where try store.loadSettings(in: scope) != .nothing {
                violations.append("a new store holds settings in \(scope)")
            }
            try store.saveSettings(SavedSettings(reminderLeadMinutes: 30), in: fosdem)
            if try store.loadSettings(in: fosdem).reminderLeadMinutes != 30 {
                violations.append("a saved lead time is not read back")
            }
            if try store.loadSettings(in: other) != .nothing || store.loadSettings(in: .everyConvention) != .nothing {
                violations.append("saving one convention's settings changed another scope")
            }
            try store.saveSettings(SavedSettings(reminderLeadMinutes: 0), in: fosdem)
            try store.saveSettings(SavedSettings(reminderLeadMinutes: 20), in: .everyConvention)
            let reopened = try reopen()
            if try reopened.loadSettings(in: fosdem).reminderLeadMinutes != 0 {
                violations.append("a lead time saved again is not read back by a new store")
            }
            if try reopened.loadSettings(in: .everyConvention).reminderLeadMinutes != 20 {
                violations.append("every convention's lead time is not read back by a new store")
            }
            let both = SavedSettings(reminderLeadMinutes: 5, syncIntervalMinutes: 90)
            try store.saveSettings(both, in: other)
            if try reopen().loadSettings(in: other) != both {
                violations.append("a lead time and a sync interval saved together are not both read back")
            }
            if try store.loadSettings(in: fosdem).syncIntervalMinutes != nil {
                violations.append("saving one convention's sync interval changed another scope")
            }
            try store.saveSettings(.nothing, in: fosdem)
            if try store.loadSettings(in: fosdem) != .nothing {
                violations.append("saving nothing left a lead time")
            }
        } catch {
            violations.append("the store threw \(error)")
        }
        return violations
    }
}
