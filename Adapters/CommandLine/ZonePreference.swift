/// Which time zone a convention's times are shown in: a user setting, kept per convention.
enum ZonePreference: Equatable {
    /// The zone the convention names (the default).
    case convention
    /// This machine's zone, whatever it is when conbook runs.
    case local
    /// A named zone, e.g. `Asia/Tokyo`.
    case named(String)

    /// The setting's stored text; nil for the default, which is not stored.
    var storedValue: String? {
        switch self {
        case .convention: nil
        case .local: "local"
        case .named(let identifier): "zone:\(identifier)"
        }
    }

    /// The preference a stored text means; the default for none or for text it does not know.
    init(storedValue: String?) {
        switch storedValue {
        case "local"?: self = .local
        case let value? where value.hasPrefix("zone:"): self = .named(String(value.dropFirst("zone:".count)))
        default: self = .convention
        }
    }
}
