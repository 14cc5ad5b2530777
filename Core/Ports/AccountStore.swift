/// Port: keeps the attendee's login and private messages between runs (see `AccountState`).
///
/// The state is saved and removed whole, in one atomic step, so that a crash or a full disk never
/// leaves half a login. An adapter keeps it private to the user (a file only they may read) and
/// never prints the token.
public protocol AccountStore: AnyObject {
    /// The state saved; nil when nobody is logged in.
    /// - Throws: `StoreError.unreadable` when it exists but cannot be read.
    func loadAccount() throws(StoreError) -> AccountState?

    /// Saves the state, replacing what was saved, or removes it all (nil: logged out).
    /// - Throws: `StoreError.writeFailed`; what was saved before is unchanged.
    func saveAccount(_ state: AccountState?) throws(StoreError)
}
