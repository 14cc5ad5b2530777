extension HTMLTag {
    /// How far a task has come (`value` of `max`), read out by assistive technology; its text
    /// inside is for browsers that do not draw it.
    public static let progress = HTMLTag("progress")
}
