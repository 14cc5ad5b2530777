/// Why a place on a map cannot be used. `description` says it in English (for logs and
/// embedders); the modules word it in the language shown.
public enum MapPlaceProblem: Hashable, Sendable, CustomStringConvertible {
    /// A tapped place links to a dealer who is not in the Dealers' Den (any more).
    case dealerNotInDen
    /// A tapped place links to a room the schedule does not hold.
    case roomNotInSchedule
    /// A tapped place links to another place that is on no map.
    case placeOnNoMap
    /// A place's tap radius is negative (the data is wrong).
    case negativeTapRadius(Int)
    /// A place's point lies outside its map's picture (the data is wrong).
    case outsidePicture(x: Int, y: Int, width: Int, height: Int)

    public var description: String {
        switch self {
        case .dealerNotInDen: "the dealer is not in the Dealers' Den"
        case .roomNotInSchedule: "the room is not in the schedule"
        case .placeOnNoMap: "the place is on no map"
        case .negativeTapRadius(let radius): "its tap radius (\(radius)) is negative"
        case .outsidePicture(let x, let y, let width, let height):
            "its point (\(x), \(y)) lies outside the \(width) × \(height) picture"
        }
    }
}
