public import ConbookCore

/// What the dealer detail module tells whoever shows it.
@MainActor
public protocol DealerDetailModuleDelegate: AnyObject {
    /// The user asked to see where the dealer's table is: a place on a map.
    func dealerDetailModuleDidSelectLocation(_ location: MapLocation)
    /// The user chose one of the dealer's links (never one Conbook refuses).
    func dealerDetailModuleDidSelectLink(_ destination: ContentLink, named name: String)
}
