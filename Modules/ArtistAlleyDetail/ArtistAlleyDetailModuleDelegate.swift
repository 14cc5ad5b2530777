public import ConbookCore

/// What the artist alley table module tells whoever shows it.
@MainActor
public protocol ArtistAlleyDetailModuleDelegate: AnyObject {
    /// The user chose one of the table's links (never one Conbook refuses).
    func artistAlleyDetailModuleDidSelectLink(_ destination: ContentLink, named name: String)
}
