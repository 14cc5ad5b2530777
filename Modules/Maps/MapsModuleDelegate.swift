public import ConbookCore

/// What the maps module tells whoever shows it.
@MainActor
public protocol MapsModuleDelegate: AnyObject {
    /// The user chose a map.
    func mapsModuleDidSelectMap(_ map: ConventionMap.ID)
}
