/// Use case: open the convention's game, "Collect them all" (see `CollectThemAllPage`).
///
/// The game's page is personal: it carries the attendee's access token. Without an access token
/// that counts now, the page says a login is needed.
@MainActor
public struct CollectThemAllUseCase {
    let repository: ConventionRepository
    let account: AttendeeAccount

    /// The game's page for the convention shown, as far as the login allows.
    public func page() -> CollectThemAllPage {
        CollectThemAllPage(
            convention: repository.outline?.conventionIdentifier,
            token: account.state?.credential.isValid(at: account.now) == true
                ? account.state?.credential.accessToken.secret : nil,
            gameAddress: repository.outline?.details?.appConfiguration?.gameAddress)
    }
}
