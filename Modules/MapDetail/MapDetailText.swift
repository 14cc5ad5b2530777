public import ConbookModuleKit

/// Every text the MapDetail module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`MapDetailTexts`).
public enum MapDetailText: String, TextKey {
    case mapUnavailable
    case mapIgnoredPlace
    case mapFocus
    case mapTapNothing
    case mapTapChoice
    case mapTapPlaces
    case mapTapDealer
    case mapTapDealerSection
    case mapTapPlace
    case mapTapMarkedHere
    case mapTapOnTheMap
    case mapTapOnAnotherMap
    case mapTapWebPage
    case mapTapExternalMap
    case mapAPlace
    case mapTapUnavailable
    case mapRoomNothingRunning
    case mapRoomRunningNow
    case mapRoomNothingMore
    case mapRoomNext
    case mapTapRoom
    case mapUnnamedPlace
    case mapAPlaceOn
    case mapKindDealer
    case mapKindRoom
    case mapKindPlaceHere
    case mapKindPlaceOnMap
    case mapKindWebPage
    case mapKindExternalMap
    case mapKindUnavailable
}
