/// A `--convention` or `--remove` name that names no stored convention, or several: said in one
/// line, without the usage (the command line is well formed; the name is not one of the store's).
enum ConventionNameError: Error, CustomStringConvertible {
    /// No stored convention has the name (or, for `--convention`, starts with it).
    case unknown(String)
    /// Several stored conventions start with the name.
    case ambiguous(String, candidates: [String])

    var description: String {
        switch self {
        case .unknown(let name):
            "There is no convention named “\(name)”; `conbook conventions` lists them."
        case .ambiguous(let name, let candidates):
            "“\(name)” names several conventions: \(candidates.joined(separator: ", ")). Type more of the name."
        }
    }
}
