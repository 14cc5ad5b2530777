public import ConbookCore

extension Room {
    /// The name to show where space is tight (lists, rows): the short name, else the full name.
    public var listedName: String {
        shortName.isEmpty ? name : shortName
    }
}
