extension EurofurenceWire {
    /// One of `GET LostAndFound/Items`' items (2026): its number, an external picture, what it is,
    /// its status as a name (`Unknown`, `Lost`, `Found`, `Returned`) and the times of each, which
    /// may lack a zone (UTC) or be `0001-01-01…` (none). Other keys are ignored.
    struct LostAndFoundItem: Decodable {
        var externalId: Int
        var imageUrl: String?
        var title: String
        var description: String?
        var status: String?
        var lostDateTimeUtc: String?
        var foundDateTimeUtc: String?
        var returnDateTimeUtc: String?

        enum CodingKeys: String, CodingKey {
            case externalId = "ExternalId"
            case imageUrl = "ImageUrl"
            case title = "Title"
            case description = "Description"
            case status = "Status"
            case lostDateTimeUtc = "LostDateTimeUtc"
            case foundDateTimeUtc = "FoundDateTimeUtc"
            case returnDateTimeUtc = "ReturnDateTimeUtc"
        }
    }
}
