extension HTMLAttribute {
    /// An SVG shape's outline colour, e.g. `currentColor`.
    public static func stroke(_ paint: String) -> HTMLAttribute { HTMLAttribute("stroke", paint) }
    /// The width of an SVG shape's outline, in the drawing's units.
    public static func strokeWidth(_ width: Int) -> HTMLAttribute { HTMLAttribute("stroke-width", "\(width)") }
    /// How a form's fields are sent: `multipart/form-data` for a form with a file.
    public static let enctypeMultipart = HTMLAttribute("enctype", "multipart/form-data")
    /// The kinds of file a file field offers to choose, e.g. `image/png,image/jpeg`.
    public static func accept(_ mediaTypes: String) -> HTMLAttribute { HTMLAttribute("accept", mediaTypes) }
}

extension HTMLAttribute {
    /// A `data-` attribute: a word or value the guide's script reads (`data-word-pick`).
    public static func data(_ name: String, _ value: String) -> HTMLAttribute { HTMLAttribute("data-" + name, value) }
    /// `defer`: a script that runs once the page is read.
    public static let deferred = HTMLAttribute("defer", nil)
    /// `hidden`: not shown until a script shows it.
    public static let hidden = HTMLAttribute("hidden", nil)
}

extension HTMLAttribute {
    /// `aria-live`: a region whose changes assistive technology reads out (`polite`).
    public static func ariaLive(_ politeness: String) -> HTMLAttribute { HTMLAttribute("aria-live", politeness) }
}
