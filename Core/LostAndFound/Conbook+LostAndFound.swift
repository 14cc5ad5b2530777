extension Conbook {
    /// Lists the convention's lost & found.
    public var browseLostAndFound: BrowseLostAndFoundUseCase {
        BrowseLostAndFoundUseCase(account: login.account)
    }
}
