import ConbookModuleKit

/// A `--convention` or `--remove` name that names no stored convention, or several: said in one
/// line, without the usage (the command line is well formed; the name is not one of the store's).
struct ConventionNameError: Error, CustomStringConvertible {
    /// What is wrong with the name.
    enum Problem {
        /// No stored convention has the name (or, for `--convention`, starts with it).
        case unknown(String)
        /// Several stored conventions start with the name.
        case ambiguous(String, candidates: [String])
    }

    /// What is wrong with the name.
    let problem: Problem
    /// The texts the problem is told in.
    let texts: TextCatalogue<CommandLineText>

    var description: String {
        switch problem {
        case .unknown(let name):
            texts(.conventionUnknown, ["name": name])
        case .ambiguous(let name, let candidates):
            texts(.conventionAmbiguous, ["name": name, "candidates": candidates.joined(separator: ", ")])
        }
    }
}
