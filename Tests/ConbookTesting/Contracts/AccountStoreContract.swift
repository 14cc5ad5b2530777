public import ConbookCore

/// The specification of `AccountStore` as checks: a new store holds no login; a state with every
/// field set (the token, messages read and unread, unsent read marks) is read back exactly, by
/// the same store and by a new one over the same place (`reopen`); saving again replaces it;
/// saving nil removes it all.
public struct AccountStoreContract {
    /// Makes a store over an empty place, and a way to open another store over the same place.
    public typealias MakeStore = @MainActor () throws -> (store: any AccountStore, reopen: () throws -> any AccountStore)

    private let makeStore: MakeStore

    /// Creates the contract over a way to make a store.
    public init(makeStore: @escaping MakeStore) {
        self.makeStore = makeStore
    }

    /// A state with every field set, unusual characters included.
    public static var richState: AccountState {
        var badge = SampleAttendee.badge
        badge.message = "Pick it up at **Registration** — bis gleich! 🦊\n\"quoted\""
        return AccountState(
            credential: SampleAttendee.credential, messages: [badge, SampleAttendee.lostAndFound, SampleAttendee.welcome],
            unsentReads: [SampleAttendee.lostAndFound.id, "message-gone"],
            unsentFavourites: [SampleConvention.opening.id: true, "event-gone": false])
    }

    /// Every broken promise, as sentences; empty when the store keeps the contract.
    @MainActor
    public func violations() -> [String] {
        var violations: [String] = []
        do {
            let (store, reopen) = try makeStore()
            if try store.loadAccount() != nil {
                violations.append("a new store holds a login")
            }
            try store.saveAccount(Self.richState)
            if try store.loadAccount() != Self.richState {
                violations.append("a saved account is not read back exactly")
            }
            if try reopen().loadAccount() != Self.richState {
                violations.append("a saved account is not read back exactly by a new store")
            }
            let smaller = AccountState(credential: SampleAttendee.credential)
            try store.saveAccount(smaller)
            if try reopen().loadAccount() != smaller {
                violations.append("an account saved again does not replace the one before")
            }
            try store.saveAccount(nil)
            if try store.loadAccount() != nil || reopen().loadAccount() != nil {
                violations.append("a logout (nil) does not remove the account")
            }
            try store.saveAccount(nil)
        } catch {
            violations.append("the store threw \(error)")
        }
        return violations
    }
}
