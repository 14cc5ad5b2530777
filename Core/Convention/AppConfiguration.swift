/// What a convention's server tells its apps besides the convention's data (Eurofurence's
/// `AppConfig`): addresses of other services and switches for features, as text by key.
///
/// Kept with the convention's details, replaced whole by a sync that sends one and kept when a
/// sync sends none. Addresses count only when they are `http` or `https` addresses. Feature
/// switches follow the server's naming rule: `Feature{Name}Enabled` is off unless it is `true`,
/// `Feature{Name}Disabled` is on unless it is `true` (either case).
public struct AppConfiguration: Hashable, Sendable {
    /// Every value as sent, by key.
    public var values: [String: String]

    /// Creates a configuration.
    public init(_ values: [String: String]) {
        self.values = values
    }

    /// The value of a key, without surrounding spaces; nil when missing or empty.
    public subscript(key: String) -> String? {
        guard let value = values[key] else { return nil }
        let trimmed = value.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// The address of the convention's game, "Collect them all" (`CmaUrl`).
    public var gameAddress: String? { webAddress("CmaUrl") }
    /// The address of the venue's navigation (`MapsUrl`).
    public var venueNavigationAddress: String? { webAddress("MapsUrl") }
    /// Where attendees get help with the app (`SupportUrl`).
    public var supportAddress: String? { webAddress("SupportUrl") }
    /// The name of the convention's public Wi-Fi (`PublicWifiSsid`), unless the server switched
    /// the Wi-Fi entry off (`FeatureWifiConfigDisabled`).
    public var publicWifiName: String? { isFeatureOn("WifiConfig") ? self["PublicWifiSsid"] : nil }

    /// Whether a feature is on: `Feature{name}Enabled` must be `true`; else `Feature{name}Disabled`
    /// must not be `true`; a feature with neither switch is on.
    public func isFeatureOn(_ name: String) -> Bool {
        if let enabled = self["Feature\(name)Enabled"] { return enabled.lowercased() == "true" }
        if let disabled = self["Feature\(name)Disabled"] { return disabled.lowercased() != "true" }
        return true
    }

    /// A key's value when it is an `http` or `https` address.
    private func webAddress(_ key: String) -> String? {
        guard let value = self[key] else { return nil }
        let lowered = value.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), !value.contains(" ") else { return nil }
        return value
    }
}
