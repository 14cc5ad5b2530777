public import ConbookCore

/// What the artist alley module tells whoever shows it.
@MainActor
public protocol ArtistAlleyModuleDelegate: AnyObject {
    /// The user chose a table.
    func artistAlleyModuleDidSelectTable(_ table: ArtistAlleyTable.ID)
    /// The user asked to see their own registration (and ask for a table, or check out).
    func artistAlleyModuleDidAskForOwnRegistration()
}
