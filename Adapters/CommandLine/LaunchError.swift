/// A reason conbook cannot start, in plain words.
struct LaunchError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
