/// The limits of the guide for everyone and how long others may keep its pages.
public struct WebGuideConfiguration: Sendable {
    /// The longest request target (path and query) answered; longer ones get `414`.
    public var maximumTargetLength = 2048
    /// How long a page written stays good, in seconds (pages say what runs now): the guide writes
    /// it again after that, and a browser, proxy or CDN may keep it that long
    /// (`Cache-Control: public, max-age`).
    public var pageLifetime = 60
    /// How many bytes of pages the guide keeps written, the ones used longest ago leaving first:
    /// any number of different searches costs no more.
    public var maximumCachedBytes = 64 << 20
    /// The most events a picks address or a calendar holds.
    public var maximumPicks = 500

    /// The default limits.
    public init() {}
}
