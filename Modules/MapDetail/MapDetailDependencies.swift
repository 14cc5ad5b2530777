public import ConbookCore
public import ConbookModuleKit

/// What the MapDetail module uses of the Core, and all its builder is given: `Conbook` provides it.
@MainActor
public protocol MapDetailDependencies: ModuleDependencies {
    /// Shows the maps and finds rooms on them.
    var browseMaps: BrowseMapsUseCase { get }
    /// The convention's local calendar, for dates and display.
    var calendar: any ConventionCalendar { get }
    /// Tells what is at a point of a map.
    var tapMap: TapMapUseCase { get }
    /// Shows the convention's pictures.
    var viewImage: ViewImageUseCase { get }
}

extension Conbook: MapDetailDependencies {}
