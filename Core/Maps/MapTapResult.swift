/// What a tap on a map found.
public enum MapTapResult: Hashable, Sendable {
    /// No place is within reach of the tap.
    case nothing
    /// The closest place within reach leads to one thing.
    case place(MapPlace, at: MapEntry)
    /// The closest place within reach leads to several things: the user chooses.
    case choice([MapPlace], at: MapEntry)
}
