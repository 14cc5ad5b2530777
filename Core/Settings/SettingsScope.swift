/// Where saved settings apply: to one convention, or to every convention (what a convention that
/// saved none of its own uses, and where a Conbook without per-convention settings saved them).
public enum SettingsScope: Hashable, Sendable {
    /// Every convention's.
    case everyConvention
    /// One convention's, by the name the program knows it by (e.g. a library's name).
    case convention(String)

    /// The scopes whose saved settings apply here, the first that saved a setting winning: a
    /// convention's own, then every convention's.
    var lookedUpInOrder: [SettingsScope] {
        switch self {
        case .everyConvention: [.everyConvention]
        case .convention: [self, .everyConvention]
        }
    }
}
