/// A random number generator with a fixed seed (SplitMix64), so that a test's "random" data, or a
/// benchmark's, is the same on every run.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator; the same seed gives the same numbers.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// The next number below a bound (at least 1).
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
