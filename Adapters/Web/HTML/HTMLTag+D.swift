extension HTMLTag {
    /// How far a task has come (`value` of `max`), read out by assistive technology; its text
    /// inside is for browsers that do not draw it.
    public static let progress = HTMLTag("progress")
}

extension HTMLTag {
    /// A script from the server's own address (the guide's picks and offline search), never inline.
    public static let script = HTMLTag("script")
}

extension HTMLTag {
    /// What shows only without JavaScript.
    public static let noscript = HTMLTag("noscript")
}
