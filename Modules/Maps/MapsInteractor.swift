import ConbookCore
import ConbookModuleKit

/// Turns the maps listed for browsing into display values: each map's name, picture and places.
@MainActor
struct MapsInteractor {
    let browseMaps: BrowseMapsUseCase
    let texts: ModuleWords<MapsText>

    func listing() -> (viewModel: MapsViewModel, mapIDs: [ConventionMap.ID]) {
        let maps = browseMaps.maps()
        let rows = maps.map { map in
            let places = browseMaps.entries(of: map).usable.count
            return MapRowViewModel(
                id: map.id.rawValue,
                name: DisplayText.trimmed(map.description),
                picture: browseMaps.image(of: map).map { PictureViewModel.description(of: $0, in: texts.shared) },
                places: texts(.mapPlaceCount, ["count": DisplayText.grouped(places, in: texts.language)]))
        }
        return (MapsViewModel(rows: rows, emptyMessage: maps.isEmpty ? texts(.mapsEmpty) : nil), maps.map(\.id))
    }
}
