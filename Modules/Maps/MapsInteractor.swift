import ConbookCore
import ConbookModuleKit

/// Turns the maps listed for browsing into display values: each map's name, picture and places.
@MainActor
struct MapsInteractor {
    static let emptyMessage = "The convention has no maps."

    let browseMaps: BrowseMapsUseCase

    func listing() -> (viewModel: MapsViewModel, mapIDs: [ConventionMap.ID]) {
        let maps = browseMaps.maps()
        let rows = maps.map { map in
            let places = browseMaps.entries(of: map).usable.count
            return MapRowViewModel(
                name: DisplayText.trimmed(map.description),
                picture: browseMaps.image(of: map).map(PictureViewModel.description(of:)),
                places: places == 1 ? "1 place" : "\(places) places")
        }
        return (MapsViewModel(rows: rows, emptyMessage: maps.isEmpty ? Self.emptyMessage : nil), maps.map(\.id))
    }
}
