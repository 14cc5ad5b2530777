public import ConbookCore

/// An attendee's account kept in memory; it can be made to fail reading or saving.
public final class InMemoryAccountStore: AccountStore {
    /// The state saved; nil when logged out.
    public private(set) var saved: AccountState?
    /// When set, reads fail with it.
    public var readFailure: StoreError?
    /// When set, saves fail with it.
    public var writeFailure: StoreError?

    /// Creates a store holding a state, or none.
    public init(saved: AccountState? = nil) {
        self.saved = saved
    }

    public func loadAccount() throws(StoreError) -> AccountState? {
        if let readFailure { throw readFailure }
        return saved
    }

    public func saveAccount(_ state: AccountState?) throws(StoreError) {
        if let writeFailure { throw writeFailure }
        saved = state
    }
}
