extension Conbook {
    /// Shows the attendee's badge pass.
    public var showBadgePass: ShowBadgePassUseCase {
        ShowBadgePassUseCase(account: login.account)
    }
}
