extension Conbook {
    /// Browses and searches the artist alley (and says why it is empty).
    public var browseArtistAlley: BrowseArtistAlleyUseCase {
        BrowseArtistAlleyUseCase(repository: repository, account: login.account)
    }

    /// The attendee's own artist alley registration: see it, ask for a table, check out.
    public var artistAlleyRegistration: ArtistAlleyRegistrationUseCase {
        ArtistAlleyRegistrationUseCase(account: login.account)
    }
}
