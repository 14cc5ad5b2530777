extension EurofurenceWire {
    /// A link fragment: `{"FragmentType": "WebExternal", "Name": "…", "Target": "https://…"}`.
    struct Link: Decodable {
        var fragmentType: String
        var name: String?
        var target: String

        enum CodingKeys: String, CodingKey {
            case fragmentType = "FragmentType", name = "Name", target = "Target"
        }
    }
}
