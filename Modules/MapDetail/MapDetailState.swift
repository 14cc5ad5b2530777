import ConbookCore

/// What the user has done on a map: the place focused and the last tap (with the place chosen
/// from it, when it found several).
struct MapDetailState: Equatable {
    /// A tap at a point of the picture.
    struct Tap: Equatable {
        var x: Int
        var y: Int
        /// Which of several places found the user chose to see; nil for all of them.
        var option: Int?
    }

    var focus: MapEntry.ID?
    var tap: Tap?
}
