/// Where a draft was found, for error messages; an XML line is kept as a number and only
/// spelled out when a message needs it.
enum DraftLocation: CustomStringConvertible {
    /// A line of an XML document: `line 17`.
    case line(Int)
    /// Any other description, e.g. `day 1, room “Saal 1”, position 3`.
    case text(String)

    var description: String {
        switch self {
        case .line(let number): "line \(number)"
        case .text(let text): text
        }
    }
}
