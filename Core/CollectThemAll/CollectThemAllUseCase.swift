/// Use case: open the convention's game, "Collect them all" (see `CollectThemAllPage`).
///
/// The game's page is personal: it carries the attendee's login token. Without a login that
/// still counts, the page says a login is needed.
@MainActor
public struct CollectThemAllUseCase {
    let repository: ConventionRepository
    let account: AttendeeAccount

    /// The game's page for the convention shown, as far as the login allows.
    public func page() -> CollectThemAllPage {
        CollectThemAllPage(
            convention: repository.outline?.conventionIdentifier, token: account.validCredential?.token.secret)
    }
}
