/// Use case: open the convention's game, "Collect them all" (see `CollectThemAllPage`).
///
/// The game's page is personal: it needs the attendee's login token. Until a login is stored the
/// page says a login is needed.
@MainActor
public struct CollectThemAllUseCase {
    let repository: ConventionRepository

    /// The game's page for the convention shown, as far as the login allows.
    public func page() -> CollectThemAllPage {
        CollectThemAllPage(convention: repository.outline?.conventionIdentifier, token: nil)
    }
}
